import { compileSync } from '@mdx-js/mdx';
import nextTransformer from 'next/dist/build/swc/jest-transformer.js';
import remarkFrontmatter from 'remark-frontmatter';

/**
 * Lets Jest import an MDX file as the module it is: @mdx-js/mdx (the compiler under the site's
 * @next/mdx loader) turns it into JavaScript, and Next's own Jest transform, with the options
 * jest.config.mjs hands over, turns that into what Jest runs. A test then reads a post's real
 * `export const meta`, evaluated as JavaScript, not a copy of its text.
 */
const mdxTransformer = {
  createTransformer(options) {
    const swc = nextTransformer.createTransformer(options);
    return {
      process(source, filename, jestOptions) {
        const code = String(
          compileSync({ value: source, path: filename, remarkPlugins: [remarkFrontmatter] }),
        );
        return swc.process(code, filename, jestOptions);
      },
    };
  },
};

export default mdxTransformer;
