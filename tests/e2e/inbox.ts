import { existsSync, readFileSync } from 'node:fs';

export type Submission = { time: string; page: string | null; fields: Record<string, string> };

/** Submissions the local form inbox recorded, newest last. */
export function submissions(): Submission[] {
  const file = process.env.INBOX_FILE!;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Submission);
}

export const findSubmission = (marker: string) =>
  submissions().find((s) => Object.values(s.fields).some((v) => v.includes(marker)));

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
