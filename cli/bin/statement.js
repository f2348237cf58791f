#!/usr/bin/env node
// A stub that exists before the root `prepare` script builds dist/, so that `npm install` can
// link the `statement` bin; when run, it loads the build.
import("../dist/index.js");
