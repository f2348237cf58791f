#!/usr/bin/env node
// A stub, so that npm can link the bin before `prepare` has built dist/ (see TOOLCHAIN.md).
import("../dist/index.js");
