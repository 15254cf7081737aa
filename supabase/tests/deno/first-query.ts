// Test driver (tests/db-connection-start.test.ts): two queries through the functions' pool (db.ts, DATABASE_URL), the
// first on a connection the test cuts while postgres.js fetches the array types; prints both outcomes as JSON, the
// value or the error's code. Reaching the print means the process outlived the cut.
import { getSql } from "../../functions/_shared/db.ts";

const sql = getSql();
const outcome = async () => {
  try {
    const [row] = await sql<{ one: number }[]>`select 1 as one`;
    return row?.one;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};
const first = await outcome();
const second = await outcome();
console.log(JSON.stringify({ first, second }));
// A connection cut as it started keeps end() waiting (postgres.js): close what is left after a second.
await sql.end({ timeout: 1 });
