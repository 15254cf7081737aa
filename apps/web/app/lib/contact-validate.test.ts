// The contact form's validation with the shared schema: one message per invalid field.
import { describe, expect, it } from "vitest";
import { validateEnquiry } from "./contact-validate.ts";

const valid = {
  firstName: "Jane",
  lastName: "Tan",
  email: "jane.tan@example.com",
  contactNumber: "+65 6123 4567",
  company: "Acme",
  message: "We need two developers.",
};

describe("validateEnquiry", () => {
  it("accepts a complete enquiry", async () => {
    expect(await validateEnquiry(valid)).toEqual({});
  });

  it("gives each invalid field the message of the specification", async () => {
    expect(
      await validateEnquiry({
        firstName: "J",
        lastName: "",
        email: "jane",
        contactNumber: "123",
        company: "A",
        message: "Hi",
      }),
    ).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email",
      contactNumber: "Please enter a valid contact number",
      company: "Company name must be at least 2 characters",
      message: "Message must be at least 10 characters",
    });
  });

  it("reports one message per field", async () => {
    const errors = await validateEnquiry({ ...valid, contactNumber: "abc" });
    expect(errors).toEqual({ contactNumber: "Please enter a valid contact number" });
  });
});
