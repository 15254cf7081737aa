// Supabase Edge Function entry: FAQ list and editor updates. See handler.ts for the API.
import { editingDepsFromEnv } from "../_shared/editing-function.ts";
import { createHandler } from "./handler.ts";

Deno.serve(createHandler(editingDepsFromEnv()));
