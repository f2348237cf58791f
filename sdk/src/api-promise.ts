/**
 * The promise every SDK call returns (openai-node's APIPromise): await it for the parsed body, or
 * call `.withResponse()` for the body together with the raw `Response` (its headers, e.g. the
 * `Set-Cookie` a web app relays to the browser).
 */

export interface WithResponse<T> {
  data: T;
  /** The HTTP response; its body has already been read. */
  response: Response;
}

export class APIPromise<T> extends Promise<T> {
  readonly #result: Promise<WithResponse<T>>;
  #data: Promise<T> | undefined;

  constructor(result: Promise<WithResponse<T>>) {
    super((resolve) => {
      // The real outcome lives in #result; this base promise only satisfies the Promise contract.
      resolve(null as T);
    });
    this.#result = result;
  }

  // `then` on a subclass would otherwise build new APIPromises through this constructor.
  static override get [Symbol.species]() {
    return Promise;
  }

  /** The parsed body and the raw Response. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#result;
  }

  /** The raw Response alone (its body already read and parsed). */
  asResponse(): Promise<Response> {
    return this.#result.then((r) => r.response);
  }

  #parsed(): Promise<T> {
    this.#data ??= this.#result.then((r) => r.data);
    return this.#data;
  }

  // biome-ignore lint/suspicious/noThenProperty: an APIPromise is a Promise by design
  override then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    // biome-ignore lint/suspicious/noExplicitAny: the same signature as Promise#then
    onrejected?: ((reason: any) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#parsed().then(onfulfilled, onrejected);
  }

  // biome-ignore lint/suspicious/noExplicitAny: the same signature as Promise#catch
  override catch<R = never>(onrejected?: ((reason: any) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#parsed().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#parsed().finally(onfinally);
  }
}
