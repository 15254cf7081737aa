// The enquiry schema's rules and messages, as the form and the function both apply them.
import { describe, expect, it } from "vitest";
import {
  contactFieldLimits,
  contactFieldsSchema,
  contactPlaceholders,
  enquiryJsonMaxBytes,
  enquiryRequestSchema,
  type ContactFields,
} from "./contact.ts";

const valid: ContactFields = {
  firstName: "Jane",
  lastName: "Tan",
  email: "jane.tan@example.com",
  contactNumber: "+65 9123 4567",
  company: "Acme Pte Ltd",
  message: "We need two customer support agents from March.",
};

function messages(input: unknown): Record<string, string[]> {
  const result = contactFieldsSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
}

describe("contact fields", () => {
  it("accepts a valid enquiry and trims every field", () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, `  ${value}  `]));
    expect(contactFieldsSchema.parse(padded)).toEqual(valid);
  });

  it("answers with the exact messages of the specification, first per field", () => {
    const result = messages({
      firstName: "J",
      lastName: " T ",
      email: "jane@",
      contactNumber: "1234567",
      company: "A",
      message: "Too short",
    });
    expect(Object.fromEntries(Object.entries(result).map(([field, list]) => [field, list[0]]))).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email",
      contactNumber: "Please enter a valid contact number",
      company: "Company name must be at least 2 characters",
      message: "Message must be at least 10 characters",
    });
  });

  it("counts characters after trimming", () => {
    expect(messages({ ...valid, message: "   short     " })).toEqual({
      message: ["Message must be at least 10 characters"],
    });
  });

  it("rejects contact numbers with letters", () => {
    expect(messages({ ...valid, contactNumber: "call me maybe" })).toEqual({
      contactNumber: ["Please enter a valid contact number"],
    });
  });

  it.each(["firstName", "lastName", "contactNumber", "company"] as const)("rejects CR or LF in %s", (field) => {
    for (const breakChar of ["\n", "\r", "\r\n"]) {
      const value = field === "contactNumber" ? `+65 9123${breakChar}4567` : `Jane${breakChar}Bcc: x@example.com`;
      const result = messages({ ...valid, [field]: value });
      expect(result[field]?.some((message) => /must not contain line breaks|valid contact number/.test(message))).toBe(
        true,
      );
    }
    expect(messages({ ...valid, firstName: "Jane\nDoe" }).firstName).toContain(
      "First name must not contain line breaks",
    );
  });

  it("allows line breaks in the message", () => {
    expect(messages({ ...valid, message: "Hello,\r\nwe need two agents.\nThanks" })).toEqual({});
  });

  it("rejects over-long fields with clear messages", () => {
    const long = (n: number) => "a".repeat(n);
    expect(messages({ ...valid, firstName: long(contactFieldLimits.firstName.max + 1) })).toEqual({
      firstName: ["First name must be at most 100 characters"],
    });
    expect(messages({ ...valid, message: long(5001) })).toEqual({
      message: ["Message must be at most 5000 characters"],
    });
    expect(messages({ ...valid, company: long(200) })).toEqual({});
    expect(messages({ ...valid, email: `${long(250)}@example.com` }).email?.[0]).toBe(
      "Email must be at most 254 characters",
    );
  });

  it("rejects wrong types and unknown fields", () => {
    expect(messages({ ...valid, firstName: 42 }).firstName).toEqual(["First name is required"]);
    expect(contactFieldsSchema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });

  it("has the placeholders of the specification", () => {
    expect(contactPlaceholders).toMatchObject({
      contactNumber: "+65 xxxx xxxx",
      company: "Your Company",
      message: "Tell us about your project...",
    });
    expect(contactFieldsSchema.shape.email.safeParse(contactPlaceholders.email).success).toBe(true);
  });
});

describe("enquiry request", () => {
  const request = { ...valid, idempotencyKey: "3f1c8a56-9d0e-4b7a-8f62-2c5e1d9b7a40", startedAt: 1_735_689_600_000 };

  it("accepts the fields with an idempotency key, an empty or absent honeypot and a start time", () => {
    expect(enquiryRequestSchema.safeParse(request).success).toBe(true);
    expect(enquiryRequestSchema.safeParse({ ...request, website: "" }).success).toBe(true);
  });

  it("rejects a filled honeypot, a bad key, a bad start time and unknown fields", () => {
    const issues = (input: unknown) => {
      const result = enquiryRequestSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    };
    expect(issues({ ...request, website: "http://spam.example" })).toEqual(["website: This field must be left empty"]);
    expect(issues({ ...request, idempotencyKey: "123" })).toEqual(["idempotencyKey: idempotencyKey must be a UUID"]);
    expect(issues({ ...request, startedAt: "yesterday" })).toEqual(["startedAt: startedAt must be a number"]);
    expect(issues({ ...request, startedAt: 1.5 })).toEqual(["startedAt: startedAt must be an integer"]);
    expect(issues({ ...request, extra: 1 })).toEqual([': Unrecognized key: "extra"']);
    expect(issues({ ...valid, startedAt: 1 })).toEqual(["idempotencyKey: idempotencyKey must be a UUID"]);
  });
});

describe("text as the visitor meant it", () => {
  it("refuses a lone surrogate in any text field with a message saying so", () => {
    expect(messages({ ...valid, firstName: "Ja\uD800ne" })).toEqual({
      firstName: ["First name contains a broken character (half of a surrogate pair); please retype it"],
    });
    expect(messages({ ...valid, message: `${valid.message} \uDC00` })).toEqual({
      message: ["Message contains a broken character (half of a surrogate pair); please retype it"],
    });
    // A whole pair is one character.
    expect(messages({ ...valid, firstName: "Jane \u{1F600}" })).toEqual({});
  });

  it("refuses control, separator and text-direction characters in one-line fields", () => {
    for (const bad of [
      "\u2028",
      "\u2029",
      "\u0085",
      "\u000B",
      "\u000C",
      "\u0007",
      "\u007F",
      "\u202E",
      "\u202D",
      "\u2066",
      "\u2069",
    ]) {
      expect(messages({ ...valid, company: `Acme${bad}exe.pdf` }), JSON.stringify(bad)).toEqual({
        company: ["Company name must not contain control or text-direction characters"],
      });
    }
    // Right-to-left text itself is fine; so are the marks (U+200E/U+200F) a right-to-left name may need.
    expect(messages({ ...valid, company: "شركة الأمل\u200F" })).toEqual({});
  });

  it("keeps line breaks and tabs in the message but refuses other control characters", () => {
    expect(messages({ ...valid, message: "Line one\n\tLine two\r\nLine three" })).toEqual({});
    expect(messages({ ...valid, message: `${valid.message}\u0007` })).toEqual({
      message: ["Message must not contain control characters"],
    });
  });

  it("counts limits in characters (code points), as Postgres's char_length does", () => {
    const emoji = "\u{1F600}";
    expect(messages({ ...valid, firstName: emoji.repeat(contactFieldLimits.firstName.max) })).toEqual({});
    expect(messages({ ...valid, firstName: emoji.repeat(contactFieldLimits.firstName.max + 1) })).toEqual({
      firstName: [`First name must be at most ${contactFieldLimits.firstName.max} characters`],
    });
  });

  it("sizes the JSON body limit so that every field at its maximum fits, in any script", () => {
    const at = (char: string) =>
      Object.fromEntries(
        (["firstName", "lastName", "company", "message"] as const).map((key) => [
          key,
          char.repeat(contactFieldLimits[key].max),
        ]),
      );
    for (const char of ["中", "\u{1F600}", '"']) {
      const request = {
        ...valid,
        ...at(char),
        email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`,
        contactNumber: "+".padEnd(contactFieldLimits.contactNumber.max, "9"),
        idempotencyKey: "3f1c8a56-9d0e-4b7a-8f62-2c5e1d9b7a40",
        website: "",
        startedAt: Number.MAX_SAFE_INTEGER,
      };
      expect(enquiryRequestSchema.safeParse(request).success, char).toBe(true);
      expect(new TextEncoder().encode(JSON.stringify(request)).byteLength, char).toBeLessThanOrEqual(
        enquiryJsonMaxBytes,
      );
    }
  });
});
