/** Blog authors. Three have their own bio; anyone else gets the team-member bio. */

export interface AuthorBio {
  name: string;
  role: string;
  bio: string;
}

const BIOS: Record<string, AuthorBio> = {
  "Sarah Chen": {
    name: "Sarah Chen",
    role: "Head of Accounting Solutions",
    bio: "Sarah is a CPA who spent ten years closing the books for small businesses and property managers before joining Statement Converter. She designs the workflows our customers use at month end and still reconciles her own accounts by hand once a year, for fun.",
  },
  "Michael Rodriguez": {
    name: "Michael Rodriguez",
    role: "Lead Engineer, Document Extraction",
    bio: "Michael leads the team that builds the extraction engine: the code that reads PDF text layers, finds the transaction table and checks every running balance. Before that he built document pipelines for a payments company.",
  },
  "Emily Watson": {
    name: "Emily Watson",
    role: "Security & Compliance Lead",
    bio: "Emily owns security and privacy at Statement Converter: data retention, access control and our answers to customer security questionnaires. She previously ran GDPR programmes for a European accounting network.",
  },
};

export function authorBio(name: string, role: string): AuthorBio {
  return (
    BIOS[name] ?? {
      name,
      role,
      bio: `${name} is part of the Statement Converter team, helping accountants, bookkeepers and finance teams turn bank statements into clean, reliable transaction data.`,
    }
  );
}
