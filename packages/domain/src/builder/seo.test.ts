import { describe, expect, it } from "vitest";
import { bodyTagsProblem, headTagsProblem, seoTextProblem } from "./seo.ts";

describe("SEO texts", () => {
  it("accepts letters of any script, digits and the allowed marks", () => {
    expect(seoTextProblem("Spring Sale | Shop: (2026) [New], more…")).toBeUndefined();
    expect(seoTextProblem("春のセール｜限定セット、送料無料。")).toBeUndefined();
    expect(seoTextProblem("")).toBeUndefined();
  });

  it("refuses leading or trailing whitespace", () => {
    expect(seoTextProblem(" Sale")).toBe("whitespace");
    expect(seoTextProblem("Sale\n")).toBe("whitespace");
  });

  it("refuses underscores, other symbols and emoji", () => {
    expect(seoTextProblem("snake_case")).toBe("characters");
    expect(seoTextProblem("50% off!")).toBe("characters");
    expect(seoTextProblem("Sale 🎉")).toBe("characters");
    expect(seoTextProblem("1️⃣ offer")).toBe("characters");
  });
});

describe("body tags", () => {
  it("accepts script tags with an http(s) src and defer", () => {
    expect(bodyTagsProblem("")).toBeUndefined();
    expect(
      bodyTagsProblem(
        "<script src=\"https://cdn.example.com/a.js\" defer></script>\n<script defer src='https://x.example.com/b.js'></script>",
      ),
    ).toBeUndefined();
  });

  it("refuses scripts without defer or src, inline code and other elements", () => {
    expect(bodyTagsProblem('<script src="https://cdn.example.com/a.js"></script>')).toBe("invalidScriptTag");
    expect(bodyTagsProblem("<script defer>alert(1)</script>")).toBe("invalidScriptTag");
    expect(bodyTagsProblem('<img src="https://x.example.com/p.gif">')).toBe("invalidScriptTag");
    expect(bodyTagsProblem('<script src="javascript:alert(1)" defer></script>')).toBe("invalidScriptTag");
  });

  it("refuses eval, setTimeout and setInterval anywhere", () => {
    expect(bodyTagsProblem('<script src="https://x.example.com/eval.js?f=eval" defer></script>')).toBe(
      "unsafeFunction",
    );
    expect(bodyTagsProblem("setTimeout")).toBe("unsafeFunction");
  });
});

describe("head tags", () => {
  it("accepts meta, link and analytics snippets", () => {
    const snippet = `<meta name="robots" content="index">
<link rel="preconnect" href="https://fonts.example.com">
<!-- analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}</script>
<style>body { margin: 0 }</style>`;
    expect(headTagsProblem(snippet)).toBeUndefined();
  });

  it("refuses body elements, event handlers and unsafe functions", () => {
    expect(headTagsProblem("<div>hello</div>")).toBe("invalidHeadTag");
    expect(headTagsProblem("plain text")).toBe("invalidHeadTag");
    expect(headTagsProblem('<link rel="icon" href="/a.png" onload="x()">')).toBe("invalidHeadTag");
    expect(headTagsProblem("<script>setInterval(f, 10)</script>")).toBe("unsafeFunction");
  });
});
