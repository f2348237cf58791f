/**
 * An injected fetch for the command tests: a small in-memory Statement Converter API answering
 * the routes the CLI calls, in the contract's shapes (the SDK validates every answer with the
 * contract's schemas, so a wrong shape here fails the test). Processing answers from a table
 * of engine Statements by file name; downloads use the engine's exporters, as the API does.
 */
import { renderExport, type Statement, toStatementJson } from "@statement-converter/engine";
import {
  type AuthResponse,
  type ConversionDetail,
  type ConversionSummary,
  downloadQuerySchema,
  PROCESSED_AND_SAVED,
  type ProcessAndSaveResponse,
  type QuotaDetail,
  type UploadResponse,
  type Usage,
  type User,
} from "@statement-converter/sdk";

/** What processing a file named so does: a statement, a file error, or a statement behind a password. */
export type FileOutcome =
  | { statement: Statement; password?: string }
  | { code: "PDF_INVALID" | "PDF_SCANNED" | "NO_TRANSACTIONS" | "INTERNAL"; message: string }
  /** 402 QUOTA_EXCEEDED with this allowance detail. */
  | { quota: QuotaDetail; message: string };

export interface Call {
  method: string;
  path: string;
  token: string | null;
  body: unknown;
}

interface Stored {
  summary: ConversionSummary;
  statement: Statement | null;
}

export const DEMO_USER: User = {
  id: "u_demo",
  email: "demo@example.com",
  firstName: "Demo",
  lastName: "User",
  plan: "registered",
  emailVerified: true,
  pendingEmail: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  lastSignInAt: null,
};
export const DEMO_PASSWORD = "demo1234";

export const DEMO_USAGE: Usage = {
  plan: "registered",
  billingInterval: "monthly",
  window: "24h",
  used: 3,
  limit: 5,
  renewsAt: "2026-03-03T14:05:00.000Z",
  pendingPlan: null,
  pendingPlanAt: null,
};

export function fakeApi(files: Record<string, FileOutcome> = {}, usage: Usage = DEMO_USAGE) {
  const calls: Call[] = [];
  const tokens = new Set<string>();
  const conversions = new Map<string, Stored>();
  let nextToken = 1;
  let nextId = 1;

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", "x-request-id": `req-${calls.length}` },
    });
  const error = (status: number, code: string, message: string) =>
    json({ success: false, code, message }, status);

  function detailOf(stored: Stored): ConversionDetail {
    const s = stored.statement ? toStatementJson(stored.statement) : null;
    return {
      ...stored.summary,
      accountNumber: s?.accountNumber ?? null,
      currency: s?.currency ?? null,
      periodStart: s?.periodStart ?? null,
      periodEnd: s?.periodEnd ?? null,
      openingBalance: s?.openingBalance ?? null,
      closingBalance: s?.closingBalance ?? null,
      accountType: s?.accountType ?? null,
      accounts: s?.accounts ?? [],
      warnings: s?.warnings ?? [],
      extractedTransactions: s?.transactions ?? [],
    };
  }

  function process(stored: Stored, password: string | undefined): Response {
    const outcome = files[stored.summary.fileName];
    const fail = (status: number, code: string, message: string) => {
      Object.assign(stored.summary, { status: "failed", errorCode: code, errorMessage: message });
      return error(status, code, message);
    };
    if (!outcome) return fail(422, "PDF_INVALID", "This file is not a valid PDF.");
    if ("quota" in outcome) {
      return json(
        { success: false, code: "QUOTA_EXCEEDED", message: outcome.message, quota: outcome.quota },
        402,
      );
    }
    if ("code" in outcome)
      return fail(outcome.code === "INTERNAL" ? 500 : 422, outcome.code, outcome.message);
    if (outcome.password !== undefined && password === undefined) {
      return fail(422, "PDF_ENCRYPTED", "This PDF is password-protected. Enter its password to convert it.");
    }
    if (outcome.password !== undefined && password !== outcome.password) {
      return fail(422, "PDF_ENCRYPTED", "The password for this PDF is incorrect. Check it and try again.");
    }
    const s = outcome.statement;
    stored.statement = s;
    Object.assign(stored.summary, {
      status: "completed",
      processedAt: "2026-03-02T12:00:05.000Z",
      transactionsCount: s.transactions.length,
      pageCount: s.pageCount,
      bankName: s.bankName,
      reconciled: s.reconciled,
      errorCode: null,
      errorMessage: null,
      progress: null,
    });
    const { transactions, ...fields } = toStatementJson(s);
    const body: ProcessAndSaveResponse = {
      success: true,
      message: PROCESSED_AND_SAVED,
      uploadId: stored.summary.id,
      status: "completed",
      ...fields,
      extractedTransactions: transactions,
      extractedCount: transactions.length,
      dataSavedToDatabase: true,
      autoProcessed: false,
    };
    return json(body);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, "");
    const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? null;
    const isJson = request.headers.get("content-type")?.startsWith("application/json");
    const body: unknown = isJson ? await request.clone().json() : null;
    calls.push({ method: request.method, path: `${path}${url.search}`, token, body });
    const route = `${request.method} ${path}`;

    if (route === "POST /auth/login") {
      const { email, password } = body as { email: string; password: string };
      if (email.toLowerCase() !== DEMO_USER.email || password !== DEMO_PASSWORD) {
        return error(401, "INVALID_CREDENTIALS", "Invalid credentials");
      }
      const accessToken = `tok-${nextToken++}`;
      tokens.add(accessToken);
      const answer: AuthResponse = {
        success: true,
        accessToken,
        user: DEMO_USER,
        message: "Login successful",
      };
      return json(answer);
    }
    if (!token || !tokens.has(token)) return error(401, "UNAUTHENTICATED", "Authentication required");

    if (route === "POST /auth/logout") {
      tokens.delete(token);
      return json({ success: true, message: "Logged out successfully" });
    }
    if (route === "GET /auth/me") return json({ success: true, user: DEMO_USER });
    if (route === "GET /usage") return json({ success: true, data: usage });
    if (route === "POST /conversion/upload") {
      const form = await request.formData();
      const file = form.get("file") as File;
      const id = `c${String(nextId++).padStart(3, "0")}`;
      const summary: ConversionSummary = {
        id,
        fileName: file.name,
        fileSize: file.size,
        fileSha256: null,
        status: "pending",
        uploadDate: `2026-03-02T12:00:${String(nextId).padStart(2, "0")}.000Z`,
        processedAt: null,
        transactionsCount: 0,
        pageCount: null,
        bankName: null,
        reconciled: null,
        errorCode: null,
        errorMessage: null,
        progress: null,
      };
      conversions.set(id, { summary, statement: null });
      const answer: UploadResponse = {
        success: true,
        message: "File uploaded successfully",
        data: { uploadId: id, upload: summary },
      };
      return json(answer, 201);
    }
    if (route === "POST /pdfprocessing/process-and-save") {
      const { uploadId, password } = body as { uploadId: string; password?: string };
      const stored = conversions.get(uploadId);
      return stored ? process(stored, password) : error(404, "NOT_FOUND", "Upload not found.");
    }
    if (route === "GET /conversion/history") {
      const limit = Number(url.searchParams.get("limit") ?? 10);
      const page = Number(url.searchParams.get("page") ?? 1);
      const search = url.searchParams.get("search")?.toLowerCase();
      const status = url.searchParams.get("status");
      const all = [...conversions.values()]
        .map((c) => c.summary)
        .filter(
          (c) => (!search || c.fileName.toLowerCase().includes(search)) && (!status || c.status === status),
        )
        .reverse();
      return json({
        success: true,
        data: all.slice((page - 1) * limit, page * limit),
        pagination: {
          currentPage: page,
          totalPages: Math.ceil(all.length / limit),
          totalCount: all.length,
          pageSize: limit,
        },
        message: "Conversions retrieved successfully",
      });
    }
    const match = /^\/conversion\/([^/]+)(\/download)?$/.exec(path);
    const stored = match ? conversions.get(decodeURIComponent(match[1] as string)) : undefined;
    if (match && !stored) return error(404, "NOT_FOUND", "Conversion not found.");
    if (stored && request.method === "GET" && !match?.[2]) {
      return json({ success: true, data: detailOf(stored), message: "Conversion retrieved successfully" });
    }
    if (stored && request.method === "DELETE") {
      conversions.delete(stored.summary.id);
      return json({ success: true, message: "Conversion deleted successfully" });
    }
    if (stored && match?.[2]) {
      if (!stored.statement) return error(422, "VALIDATION_FAILED", "No transaction data to export");
      const query = downloadQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return error(422, "VALIDATION_FAILED", "Invalid query");
      const { format, ...options } = query.data;
      const stem = stored.summary.fileName.replace(/\.[^.]*$/, "");
      const { bytes, format: info } = await renderExport(stored.statement, format, options);
      return new Response(bytes as Uint8Array<ArrayBuffer>, {
        headers: {
          "content-type": info.mediaType,
          "content-disposition": `attachment; filename="transactions_${stem}.${info.extension}"`,
        },
      });
    }
    return error(404, "NOT_FOUND", "Not found.");
  }

  const fetch = (input: string, init: RequestInit & { duplex?: "half" }) => handle(new Request(input, init));
  return { fetch, calls, tokens, conversions };
}

/** A fetch whose server is not there, as undici reports it. */
export function unreachableFetch(): Promise<Response> {
  return Promise.reject(
    new TypeError("fetch failed", { cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }) }),
  );
}
