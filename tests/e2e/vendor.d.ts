declare module '@adobe/structured-data-validator' {
  type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames?: string[] };
  /** Google rich-result rules; given no schema.org vocabulary it never fetches one. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<Issue[]>;
  }
}
