declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
declare module "*.traineddata.gz" {
  const data: ArrayBuffer;
  export default data;
}
