/**
 * An injected fetch for the unit tests: answers each call with the next scripted reply and keeps
 * every request it saw (as a real `Request`, so tests read bodies the way a server would).
 */
export type Reply = Response | Error | ((request: Request) => Response | Promise<Response>);

export interface Recorded {
  request: Request;
  url: URL;
  method: string;
  headers: Headers;
  /** The body as the server would read it: text for JSON, consumed for streams. */
  bodyText: () => Promise<string>;
}

export function recorder(...replies: Reply[]) {
  const calls: Recorded[] = [];
  const fetch = async (input: string, init: RequestInit & { duplex?: "half" }): Promise<Response> => {
    const request = new Request(input, init as RequestInit);
    calls.push({
      request,
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      bodyText: () => request.clone().text(),
    });
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    if (reply === undefined) throw new Error("recorder: no reply scripted");
    if (reply instanceof Error) throw reply;
    if (typeof reply === "function") return reply(request);
    return reply.clone();
  };
  return { fetch, calls };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export const ok = (message = "Done") => json({ success: true, message });

export function apiError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  const { headers, ...rest } = extra as { headers?: Record<string, string> };
  return json(
    { success: false, code, message, ...rest },
    { status, headers: { "x-request-id": "req-1", ...headers } },
  );
}

/** A user as the API answers it. */
export const user = {
  id: "u_1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  plan: "registered",
  emailVerified: true,
  pendingEmail: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  lastSignInAt: null,
} as const;

export function summary(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    fileName: `${id}.pdf`,
    fileSize: 1000,
    fileSha256: null,
    status: "completed",
    uploadDate: "2026-03-01T10:00:00.000Z",
    processedAt: "2026-03-01T10:00:05.000Z",
    transactionsCount: 3,
    pageCount: 1,
    bankName: "First Example Bank",
    reconciled: true,
    errorCode: null,
    errorMessage: null,
    progress: null,
    ...extra,
  };
}

export const transaction = {
  date: "03/02",
  parsedDate: "2026-03-02",
  valueDate: null,
  description: "ACH CREDIT PAYROLL",
  additional_Details: "ACME CORP REF 77812",
  transaction_Type: "DEPOSIT",
  amount: 2500,
  balance: 3700,
  reference_Number: "77812",
  bank_Name: "First Example Bank",
  account: "****1234",
} as const;

/** The one account of the statement `transaction` belongs to. */
export const account = {
  accountNumber: "****1234",
  name: "Everyday Checking",
  currency: "USD",
  openingBalance: 1200,
  closingBalance: 3700,
  reconciled: true,
  transactionCount: 1,
} as const;

/** The Statement JSON's fields besides its rows, of the statement \`transaction\` belongs to. */
export const statementFields = {
  fileName: "c1.pdf",
  bankName: "First Example Bank",
  accountNumber: "****1234",
  currency: "USD",
  periodStart: "2026-03-01",
  periodEnd: "2026-03-31",
  openingBalance: 1200,
  closingBalance: 3700,
  reconciled: true,
  pageCount: 1,
  accountType: "checking",
  accounts: [account],
  warnings: [],
} as const;

/** GET /conversion/c1's data: the summary with the Statement JSON's fields and its one row. */
export const conversionDetail = {
  ...summary("c1"),
  ...statementFields,
  extractedTransactions: [transaction],
};

/** POST /pdfprocessing/process-and-save's answer for c1, saying `message`. */
export function processAndSaveBody(message: string) {
  return {
    success: true,
    message,
    uploadId: "c1",
    ...statementFields,
    extractedTransactions: [transaction],
    extractedCount: 1,
    dataSavedToDatabase: true,
    autoProcessed: false,
  };
}
