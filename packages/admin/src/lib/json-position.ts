/**
 * JSON.parse says where JSON breaks only in some engines and in engine-specific words, so the
 * editor validates with its own small RFC 8259 scanner that reports the exact offset, and
 * parses with JSON.parse once the text is known to be valid.
 */
export type JsonParseResult =
  | { ok: true; value: unknown }
  | { ok: false; message: string; offset: number; line: number; column: number };

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** 1-based line and column of an offset; a column counts characters from the line start. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

export function parseJsonWithPosition(text: string): JsonParseResult {
  try {
    new Scanner(text).document();
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return {
      ok: false,
      message: error.message,
      offset: error.offset,
      ...lineColumnAt(text, error.offset),
    };
  }
  return { ok: true, value: JSON.parse(text) };
}

const describe = (char: string | undefined) =>
  char === undefined ? "end of input" : `'${char === "\n" ? "\\n" : char === "\t" ? "\\t" : char}'`;

class Scanner {
  private i = 0;
  private depth = 0;

  constructor(private readonly text: string) {}

  document() {
    this.space();
    this.value();
    this.space();
    if (this.i < this.text.length) this.fail("Unexpected content after the JSON value");
  }

  private fail(message: string, at = this.i): never {
    throw new JsonSyntaxError(message, at);
  }

  private unexpected(expected: string): never {
    const char = this.text[this.i];
    if (char === undefined) this.fail(`Unexpected end of input: expected ${expected}`);
    this.fail(`Unexpected ${describe(char)}: expected ${expected}`);
  }

  private space() {
    while (this.i < this.text.length) {
      const c = this.text[this.i];
      if (c === " " || c === "\t" || c === "\n" || c === "\r") this.i++;
      else break;
    }
  }

  private value() {
    const c = this.text[this.i];
    if (c === "{") return this.object();
    if (c === "[") return this.array();
    if (c === '"') return this.string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return this.number();
    for (const word of ["true", "false", "null"]) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return;
      }
    }
    if (c === "'") this.fail("Strings must use double quotes");
    this.unexpected("a value");
  }

  private nest() {
    // Deep enough for any real content, shallow enough that recursion never overflows.
    if (++this.depth > 500) this.fail("Nesting too deep");
  }

  private object() {
    this.nest();
    this.i++; // {
    this.space();
    if (this.text[this.i] === "}") {
      this.i++;
      this.depth--;
      return;
    }
    for (;;) {
      if (this.text[this.i] !== '"') {
        if (this.text[this.i] === "}") this.fail("Trailing comma before '}'", this.lastComma());
        this.unexpected("a property name in double quotes");
      }
      this.string();
      this.space();
      if (this.text[this.i] !== ":") this.unexpected("':' after the property name");
      this.i++;
      this.space();
      this.value();
      if (this.endOfItem("}", "',' or '}' after the property value")) return;
    }
  }

  private array() {
    this.nest();
    this.i++; // [
    this.space();
    if (this.text[this.i] === "]") {
      this.i++;
      this.depth--;
      return;
    }
    for (;;) {
      if (this.text[this.i] === "]") this.fail("Trailing comma before ']'", this.lastComma());
      this.value();
      if (this.endOfItem("]", "',' or ']' after the array element")) return;
    }
  }

  /** After an item: a comma means another follows (false), the closing bracket ends (true). */
  private endOfItem(close: "}" | "]", expected: string): boolean {
    this.space();
    const c = this.text[this.i];
    if (c === ",") {
      this.i++;
      this.space();
      return false;
    }
    if (c === close) {
      this.i++;
      this.depth--;
      return true;
    }
    return this.unexpected(expected);
  }

  private lastComma(): number {
    return this.text.lastIndexOf(",", this.i);
  }

  private string() {
    const start = this.i;
    this.i++; // "
    for (;;) {
      if (this.i >= this.text.length) this.fail("Unterminated string", start);
      const code = this.text.charCodeAt(this.i);
      if (code === 34) {
        this.i++;
        return;
      }
      if (code === 92) {
        const next = this.text[this.i + 1];
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i + 2, this.i + 6))) {
            this.fail("Invalid \\u escape: expected four hex digits");
          }
          this.i += 6;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) {
          this.i += 2;
        } else {
          this.fail(`Invalid escape ${next === undefined ? "at end of input" : `'\\${next}'`}`);
        }
        continue;
      }
      if (code < 0x20) {
        this.fail(
          code === 10
            ? "Unterminated string (line break inside a string)"
            : "Control character in string",
        );
      }
      this.i++;
    }
  }

  private number() {
    const start = this.i;
    if (this.text[this.i] === "-") this.i++;
    const digits = () => {
      const from = this.i;
      while (this.i < this.text.length && this.text[this.i]! >= "0" && this.text[this.i]! <= "9")
        this.i++;
      return this.i - from;
    };
    if (this.text[this.i] === "0") {
      this.i++;
      const c = this.text[this.i];
      if (c !== undefined && c >= "0" && c <= "9")
        this.fail("Numbers cannot have leading zeros", start);
    } else if (digits() === 0) {
      this.unexpected("a digit");
    }
    if (this.text[this.i] === ".") {
      this.i++;
      if (digits() === 0) this.unexpected("a digit after '.'");
    }
    if (this.text[this.i] === "e" || this.text[this.i] === "E") {
      this.i++;
      if (this.text[this.i] === "+" || this.text[this.i] === "-") this.i++;
      if (digits() === 0) this.unexpected("a digit in the exponent");
    }
  }
}
