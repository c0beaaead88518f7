import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // Jest's own list, and the blog's posts, which tests import as the modules the site builds.
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json', 'node', 'mdx'],
  // The project's packages for files outside it too: the office's saved articles, which the
  // editor's test writes to a temporary folder, import React's JSX runtime once compiled.
  moduleDirectories: ['node_modules', '<rootDir>/node_modules'],
};

// next-intl ships ES modules only: let Jest compile it like our own code.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // Next's transform of our TypeScript and JavaScript, which MDX goes through after compiling.
  const [, swcOptions] = Object.entries(resolved.transform).find(([pattern]) =>
    new RegExp(pattern).test('module.tsx'),
  )[1];
  return {
    ...resolved,
    transform: {
      ...resolved.transform,
      '^.+\\.mdx$': ['<rootDir>/tests/mdx-transform.mjs', swcOptions],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!(next-intl|use-intl|icu-minify|intl-messageformat|@formatjs)/)',
    ],
  };
}
