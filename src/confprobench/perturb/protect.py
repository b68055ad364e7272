"""Protected spans: the parts of a step no rewrite may touch, and number/unit normalisation.

Step headers and list markers ("Step 3:", "**Step 3:**", "### Step 3", "3.", "1)", "- "), code spans,
maths (``$...$``, ``$$...$$``, ``\\(...\\)``, ``\\[...\\]``, ``\\begin{..}...\\end{..}``), literal
``\\n`` sequences, markdown emphasis and table bars, image tags, references such as "step 2", option
labels, chemical formulas and equations, numbers, units, variable names and (when the question is
given) phrases restated from the question are found by pattern. Rewriters edit only text outside
these spans; the meaning checks compare them before and after. The patterns every family shares for
quoted text and for option labels (in a step and in a question) live here too.
"""

from __future__ import annotations

import csv
import functools
import re
from collections import Counter
from dataclasses import dataclass
from importlib import resources

MATH_RE = re.compile(r"\$\$.+?\$\$|\\begin\{([A-Za-z*]+)\}.*?\\end\{\1\}|\\\[.+?\\\]|\\\(.+?\\\)|\$[^$]+\$", re.S)
CODE_RE = re.compile(r"```.*?```|`[^`\n]+`", re.S)
# A header or list marker opens the text or a line (a real newline or a literal backslash-n).
_LINE_START = r"(?:^|(?<=\n)|(?<=\\n))"
HEADER_RE = re.compile(
    _LINE_START + r"[ \t]*(?:"
    r"(?:#{1,6}[ \t]*)?(?:\*\*|__)?step[ \t]*\d+[a-z]?(?:[ \t]*[:.)\-–—])?(?:\*\*|__)?(?:[ \t]*:)?"
    r"|#{1,6}(?=[ \t])|\d{1,3}[.)](?=[ \t])|[-*•+](?=[ \t])|\(?[a-z]\)(?=[ \t]))",
    re.I,
)
NEWLINE_RE = re.compile(r"\\n|\n")
MARKDOWN_RE = re.compile(r"\*\*|__|\|")
IMAGE_TAG_RE = re.compile(r"<image(?:_\d+)?>|!\[[^\]]*\]\([^)]*\)|\bImage[- ]\d+\b", re.I)
# "step 2", "Equation (3)", "case 1": a reference by number; its noun must not become "stage 2".
REFERENCE_RE = re.compile(
    r"\b(?:steps?|equations?|eq\.|cases?|parts?|figures?|fig\.|lines?|rows?|columns?)"
    r"[ \t]*\(?\d+[a-z]?\)?",
    re.I,
)
# Option labels. Seven patterns, because they find different things; none matches what another does.
#: An option named in a step, as any benchmark writes it ("(A)", "A)", "option A", "Choice B"; A-H): a protected
#: span like a reference, so no rule rewrites it.
OPTION_REFERENCE_RE = re.compile(r"\(([A-H])\)|\b[Oo]ption [A-H]\b|\b[Cc]hoice [A-H]\b|\b[A-H]\)")
#: A step that names an option the way MR-Ben's solutions do ("Choice_B", "choice B", "option (C)", "Choice\\_C",
#: "Choice__C__"; any case, A-E): not a span to protect but a sign that the solution answers a multiple-choice
#: question, where the synonym family keeps the word "answer" (unlike OPTION_REFERENCE_RE, no bare "(A)" or "A)").
OPTION_LABEL_RE = re.compile(r"\b(?:choice|option)s?[\s_\\]*\(?[A-E](?![A-Za-z0-9])", re.IGNORECASE)
#: A line of a question's option list, its letter and its text ("A: Gamma rays", "(B) 12", "C. 4 m/s", "J) 7.5 sec";
#: at a line start only, up to ten options as MMLU-Pro writes them): the synonym family counts them (two or more: a
#: multiple-choice question), error injection reads no givens in them, and the syntactic family keeps the words of an
#: option a step restates after its bare label.
QUESTION_OPTION_RE = re.compile(r"^[ \t]*\(?([A-J])[:.)][ \t]+(.*?)[ \t]*$", re.MULTILINE)
#: An option's label and text inside a question ("(B) 12 m/s", up to the next label or the line end, wherever the
#: options sit): error injection removes them from the question before reading its givens, because an option's
#: value is not data the question gives.
OPTION_TEXT_RE = re.compile(r"(?:^|\s)\(?[A-H][).:]\s*[^\n()]*?(?=\s\(?[A-H][).:]\s|\n|$)", re.MULTILINE)
#: An option label a question lists, wherever its options sit ("A: ...", "(B) ...", "C. ..." after a line start or a
#: space, followed by text; A-H): error injection counts the distinct letters (two or more: the question is multiple
#: choice) before it flips a verdict on an option. Unlike QUESTION_OPTION_RE, options run together on one line count.
LISTED_OPTION_RE = re.compile(r"(?:^|\n|\s)\(?([A-H])(?:\)|[.:])\s+\S")
#: Where a question's options begin (a line that opens with "A:", "(A)", "A."): the stem is the text before it,
#: which error injection reads for "NOT"/"EXCEPT" (a question asking for the exception).
FIRST_OPTION_RE = re.compile(r"\n\s*\(?A[.:)]\s")
#: What an option says, restated in a step: "Choice D states that adding more S will change ...", "option B claims
#: ...", up to the end of the sentence. That text is the question's: an injected edit there misstates it (QU).
OPTION_STATEMENT_RE = re.compile(
    r"\b(?:choice|option|answer|statement)\s*[_ ]?\(?[A-H1-9]\)?\s*,?\s*(?:states|says|claims|suggests|proposes|"
    r"asserts|argues|reads|is saying)\b(?:\s+that\b)?[^.!?\n]*",
    re.IGNORECASE,
)
NUMBER_RE = re.compile(r"(?<![\w.])[-+−]?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?%?")
# Element symbols in a row with at least one digit or charge (H2O, CO2, Fe2O3, SO4^2-) or two
# capitals (NaCl, HCl); point names like AB also match, which is what we want: they are protected too.
CHEMICAL_RE = re.compile(r"\b(?:[A-Z][a-z]?\d*){2,}(?:[+-]|\^\d*[+-])?(?![a-z])|\b[A-Z][a-z]?\d+\b")
_SPECIES = r"\d*(?:\(?[A-Z][a-z]?\d*\)?\d*)+(?:\^?\d*[+-])?(?:\((?:s|l|g|aq)\))?"
# A chemical equation: species joined by "+" with an arrow ("2H2 + O2 → 2H2O", "A + B <=> C").
CHEMICAL_EQUATION_RE = re.compile(
    rf"{_SPECIES}(?:\s*\+\s*{_SPECIES})*\s*(?:->|→|⇌|<=>|⟶|=>)\s*{_SPECIES}"
    rf"(?:\s*\+\s*{_SPECIES})*"
)
VARIABLE_RE = re.compile(r"(?<![\w\\°'’])(?:[A-Za-z](?:_\{?\w+\}?|\d)?|[A-Z]{2,4}|[a-z]_\w+)(?![\w'’])")
FUNCTION_RE = re.compile(
    r"\b(?:sin|cos|tan|cot|sec|csc|arcsin|arccos|arctan|sinh|cosh|tanh|log|ln|exp|lim|max|min|"
    r"det|gcd|lcm|mod)\b"
)
OPERATOR_CHARS = set("=+−-*/×÷^<>≤≥·")
_WORD_RE = re.compile(r"[A-Za-z0-9]+(?:['’.][A-Za-z0-9]+)*")
#: Text between matching double quotes (straight or curly) on one line: the question's or an option's own words.
#: Any length: a minimum (error injection once asked for four characters) takes the gap between two short quotes
#: ('"D" and "E"') for a quotation.
QUOTED_RE = re.compile(r'"[^"\n]+"|“[^”\n]+”')
GIVEN_MIN_WORDS = 3  # a run of this many words copied from the question is restated problem data


@dataclass(frozen=True)
class Span:
    """A protected span of a step: characters [start, end) and what kind of thing it is."""

    start: int
    end: int
    kind: str  # code | math | header | newline | markdown | image | reference | option | number | unit | chemical | variable | given


@functools.lru_cache(maxsize=1)
def unit_table() -> dict[str, tuple[str, str]]:
    """Unit abbreviation → (singular, plural) words, from ``data/units.tsv``."""
    text = (resources.files("confprobench.perturb") / "data" / "units.tsv").read_text(encoding="utf-8")
    table: dict[str, tuple[str, str]] = {}
    for row in csv.reader((line for line in text.splitlines() if line and not line.startswith("#")), delimiter="\t"):
        table[row[0]] = (row[1], row[2])
    return table


@functools.lru_cache(maxsize=1)
def _unit_re() -> re.Pattern[str]:
    units = sorted(unit_table(), key=len, reverse=True)
    return re.compile(r"\s?(?:" + "|".join(re.escape(u) for u in units) + r")(?![\w])")


def _is_article(text: str, match: re.Match[str]) -> bool:
    """'a' and 'I' are words unless an operator or punctuation follows ('a = F/m'); 'A' is a word before a
    lowercase word ('A triangle')."""
    word = match.group(0)
    following = text[match.end() :].lstrip()[:1]
    if word in {"a", "I"}:
        return not (following == "" or following in OPERATOR_CHARS or following in ",.;:)")
    return word == "A" and bool(re.match(r"\s[a-z]", text[match.end() : match.end() + 2]))


def given_runs(text: str, question: str) -> list[tuple[int, int]]:
    """Character ranges of ``text`` restating the question: runs of at least ``GIVEN_MIN_WORDS`` words
    that appear in the same order in ``question`` (case-insensitive)."""
    words = [(m.start(), m.end(), m.group(0).lower()) for m in _WORD_RE.finditer(text)]
    asked = [m.group(0).lower() for m in _WORD_RE.finditer(question)]
    n = GIVEN_MIN_WORDS
    grams = {tuple(asked[i : i + n]) for i in range(len(asked) - n + 1)}
    covered = [False] * len(words)
    for i in range(len(words) - n + 1):
        if tuple(w for *_, w in words[i : i + n]) in grams:
            covered[i : i + n] = [True] * n
    runs: list[tuple[int, int]] = []
    for i, (start, end, _) in enumerate(words):
        if not covered[i]:
            continue
        if runs and i > 0 and covered[i - 1]:
            runs[-1] = (runs[-1][0], end)
        else:
            runs.append((start, end))
    return runs


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every double-quoted passage of ``text``, the quotes included: no synonym or syntactic rewrite
    changes one, and no injected error other than QU lands in one. Round 27: a rewrite inside one
    (`"the density of the water,"` → `" the water's density,"`) reads as misquoting the question."""
    return [(m.start(), m.end()) for m in QUOTED_RE.finditer(text)]


def quoted_texts(text: str) -> list[str]:
    """The double-quoted passages of ``text`` in order, quotes included: a rewrite that keeps these keeps every
    quotation word for word (it may move one, not change it)."""
    return [text[start:end] for start, end in quoted_spans(text)]


def protected_spans(text: str, question: str | None = None) -> list[Span]:
    """Every protected span of ``text``, sorted and non-overlapping (earlier kinds win; a restated
    question phrase fills whatever its run leaves unprotected)."""
    spans: list[Span] = []
    taken = [False] * len(text)

    def add(start: int, end: int, kind: str) -> None:
        if start < end and not any(taken[start:end]):
            spans.append(Span(start, end, kind))
            taken[start:end] = [True] * (end - start)

    for m in CODE_RE.finditer(text):
        add(m.start(), m.end(), "code")
    for m in MATH_RE.finditer(text):
        add(m.start(), m.end(), "math")
    for m in HEADER_RE.finditer(text):
        add(m.start(), m.end(), "header")
    for m in NEWLINE_RE.finditer(text):
        add(m.start(), m.end(), "newline")
    for m in MARKDOWN_RE.finditer(text):
        add(m.start(), m.end(), "markdown")
    for m in FUNCTION_RE.finditer(text):
        add(m.start(), m.end(), "math")
    for m in IMAGE_TAG_RE.finditer(text):
        add(m.start(), m.end(), "image")
    for m in REFERENCE_RE.finditer(text):
        add(m.start(), m.end(), "reference")
    for m in OPTION_REFERENCE_RE.finditer(text):
        add(m.start(), m.end(), "option")
    for m in CHEMICAL_EQUATION_RE.finditer(text):
        if re.search(r"[A-Z]", m.group(0)):
            add(m.start(), m.end(), "chemical")
    unit_re = _unit_re()
    for m in NUMBER_RE.finditer(text):
        add(m.start(), m.end(), "number")
        unit = unit_re.match(text, m.end())
        if unit:
            add(unit.start() + (1 if unit.group(0).startswith(" ") else 0), unit.end(), "unit")
    for m in CHEMICAL_RE.finditer(text):
        add(m.start(), m.end(), "chemical")
    for m in VARIABLE_RE.finditer(text):
        if not _is_article(text, m):
            add(m.start(), m.end(), "variable")
    if question:
        for start, end in given_runs(text, question):
            position = start
            while position < end:  # fill the gaps between spans already protected
                while position < end and taken[position]:
                    position += 1
                gap = position
                while position < end and not taken[position]:
                    position += 1
                if text[gap:position].strip():
                    add(
                        gap + len(text[gap:position]) - len(text[gap:position].lstrip()),
                        position - (len(text[gap:position]) - len(text[gap:position].rstrip())),
                        "given",
                    )
    return sorted(spans, key=lambda s: s.start)


def protected_mask(text: str) -> list[bool]:
    """Per character of ``text``: True inside a protected span."""
    mask = [False] * len(text)
    for span in protected_spans(text):
        for i in range(span.start, span.end):
            mask[i] = True
    return mask


def math_spans(text: str) -> list[str]:
    """Every maths span of ``text`` ($..$, \\(..\\), \\[..\\], environments), in order."""
    return [m.group(0) for m in MATH_RE.finditer(text)]


def strip_math(text: str, placeholder: str = " MATH ") -> str:
    """The text with every maths span replaced by ``placeholder``."""
    return MATH_RE.sub(placeholder, text)


def variable_names(text: str) -> Counter[str]:
    """Variable-like names outside math, image tags and units (the math check compares math whole)."""
    outside = text
    for span in protected_spans(text):
        if span.kind in {"math", "image", "unit", "option"}:
            outside = outside[: span.start] + " " * (span.end - span.start) + outside[span.end :]
    return Counter(m.group(0) for m in VARIABLE_RE.finditer(outside) if not _is_article(outside, m))


# ---- numbers written as words ------------------------------------------------------------------

_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_SMALL = {w: i for i, w in enumerate(_UNITS)} | {w: 10 * i for i, w in enumerate(_TENS) if w}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_NUMBER_WORD = "|".join(sorted([*_SMALL, *_SCALES], key=len, reverse=True))
NUMBER_WORDS_RE = re.compile(
    rf"\b(?:minus |negative )?(?:{_NUMBER_WORD})(?:(?:[\s-]+|(?<=d) and )(?:{_NUMBER_WORD}))*"
    rf"(?: point(?: (?:{'|'.join(_UNITS[:10])}))+)?\b",
    re.I,
)


def words_to_number(phrase: str) -> float:
    """'one hundred and five' → 105, 'two point five' → 2.5, 'minus three' → -3."""
    words = phrase.lower().replace("-", " ").split()
    sign = 1
    if words and words[0] in {"minus", "negative"}:
        sign, words = -1, words[1:]
    total = current = 0
    decimals = ""
    in_decimals = False
    for word in words:
        if word == "and":
            continue
        if word == "point":
            in_decimals = True
        elif in_decimals:
            decimals += str(_SMALL[word])
        elif word in _SMALL:
            current += _SMALL[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        else:
            total += max(current, 1) * _SCALES[word]
            current = 0
    value = float(total + current)
    if decimals:
        value += float("0." + decimals)
    return sign * value


def _canonical_number(text: str) -> str:
    value = float(text.replace(",", "").replace("−", "-").rstrip("%"))
    canonical = f"{value:.10g}"
    return canonical + ("%" if text.endswith("%") else "")


@functools.lru_cache(maxsize=1)
def _unit_words_re() -> tuple[re.Pattern[str], dict[str, str]]:
    back: dict[str, str] = {}
    for abbreviation, (singular, plural) in unit_table().items():
        back.setdefault(singular.lower(), abbreviation)
        back.setdefault(plural.lower(), abbreviation)
    words = sorted(back, key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\b", re.I), back


def normalise_numbers(text: str) -> str:
    """Number words → digits and unit words → abbreviations, so '5 cm' and 'five centimeters' compare equal."""
    text = NUMBER_WORDS_RE.sub(lambda m: _canonical_number(str(words_to_number(m.group(0)))), text)
    pattern, back = _unit_words_re()
    return pattern.sub(lambda m: back[m.group(0).lower()], text)


def numbers_multiset(text: str) -> Counter[str]:
    """Numbers in ``text`` (digits or words), canonicalised ('5' == '5.0' == 'five')."""
    normalised = normalise_numbers(text)
    return Counter(_canonical_number(m.group(0)) for m in NUMBER_RE.finditer(normalised))
