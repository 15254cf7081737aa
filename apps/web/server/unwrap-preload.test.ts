// The build's unwrapping of Vite's preload helper (apps/web/vite.config.ts): plain imports come back, others stay.
import { describe, expect, it } from "vitest";
import { unwrapCalls } from "../vite.config.ts";

describe("unwrapCalls", () => {
  it("turns helper calls with an empty or not yet filled dependency list back into plain dynamic imports", () => {
    const code =
      "var b=h.lazy(()=>m(()=>import(`./a.js`).then(e=>({default:e.A})),[]));" +
      "let{x:t}=await m(async()=>{let{x:e}=await import(`./b.js`);return{x:e}},__VITE_PRELOAD__);";
    expect(unwrapCalls(code, "m")).toBe(
      "var b=h.lazy(()=>(()=>import(`./a.js`).then(e=>({default:e.A})))());" +
        "let{x:t}=await (async()=>{let{x:e}=await import(`./b.js`);return{x:e}})();",
    );
  });

  it("leaves calls with dependencies, other functions of the same short name and member calls alone", () => {
    const code = 'm(()=>import(`./a.js`),["assets/a.css"]);xm(()=>1,[]);o.m(()=>2,[]);m(1,[])';
    expect(unwrapCalls(code, "m")).toBe(code);
  });
});
