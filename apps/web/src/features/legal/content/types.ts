/** A paragraph, or a bulleted list. */
export type TLegalBlock = string | { list: string[] };

export interface LegalSection {
  id: string;
  title: string;
  body: TLegalBlock[];
}

export interface LegalDocumentData {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalContext {
  product: string;
  /** The storage-key suffix, so the cookie table names the real cookies. */
  slug: string;
}
