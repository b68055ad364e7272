"""Numeric checks of a step's own algebra, for the SC (symbolic calculation) injection rules.

A sign or power edit reads as an algebra slip only where the step visibly does algebra: where the edited side of a
relation is a rewriting of the side next to it ("\\frac{10x + 4x + 3 + 7}{2} = \\frac{14x + 10}{2}"), or where the
edited equation is the step's previous equation rearranged ("9x - 1 = 7x + 5" after "9x - 7x = 5 + 1"). A flip in
a formula the step states or a relation the question gives reads as a wrong formula (KE) or a misread question (QU)
as often as SC. ``checked_algebra`` says whether a position is such a checked rewriting, and whether an edit there
breaks it.

Maths (LaTeX or plain) is read into a small expression tree and evaluated at random points: nothing symbolic is
done, and whatever the reader does not know (a sum, a derivative, an ellipsis, text, a function of its own) makes
the check answer None, i.e. "not checked", never "true".
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from .protect import MATH_RE

# An expression tree: ("num", value), ("var", name), ("neg", node), ("call", function, node) or (operator, left, right).
Node = tuple[Any, ...]

FUNCTIONS: dict[str, Callable[[complex], complex]] = {
    "sin": np.sin,
    "cos": np.cos,
    "tan": np.tan,
    "ln": np.log,
    "log": np.log10,
    "exp": np.exp,
    "sqrt": np.sqrt,
}
GREEK = frozenset(
    "alpha beta gamma delta epsilon varepsilon zeta eta theta kappa lambda mu nu xi rho sigma tau phi chi psi omega "
    "Gamma Delta Theta Lambda Sigma Phi Psi Omega".split()
)
TOKEN_RE = re.compile(
    r"\s*(?:(?P<number>\d+(?:\.\d+)?|\.\d+)|(?P<command>\\[a-zA-Z]+|\\[,;!])|(?P<letter>[A-Za-zα-ωΑ-Ω])|"
    r"(?P<operator>[-+*/^_(){}\[\]]|·|×|−|÷)|(?P<other>\S))"
)
NUMBER_RE = re.compile(r"\d+(?:\.\d+)?|\.\d+")
# Spacing and sizing commands carry no maths.
IGNORED = frozenset(
    r"\left \right \, \; \! \quad \qquad \displaystyle \big \Big \bigg \Bigg \bigl \bigr \Bigl \Bigr".split()
)
TIMES = frozenset({"\\cdot", "\\times", "·", "×", "*"})
DIVIDE = frozenset({"/", "\\div", "÷"})
# A short roman name ("\\text{d}", "\\mathrm{e}") is a symbol; a longer one is a word the reader leaves alone.
ROMAN_SYMBOL_RE = re.compile(r"\\(?:text|mathrm|mathit|mathbf)\s*\{\s*([A-Za-z]{1,2})\s*\}")
# A derivative ("\\frac{d}{dx}", "\\dfrac{dy}{dx}", "dy/dx") is not a fraction.
DERIVATIVE_RE = re.compile(r"\\[dt]?frac\s*\{\s*d[A-Za-z]?\s*\}\s*\{\s*d|(?<![A-Za-z\\])d[A-Za-z]?\s*/\s*d[A-Za-z]")
# A function of the step's own ("f(x + y)", "g\\left(2\\right)") is not a product.
FUNCTION_NAME_RE = re.compile(r"(?<![A-Za-z\\])[fghFGHP]\s*(?:\\left\s*)?[(\[]")
# A thin space between digit groups ("83\\,600") is part of one number.
DIGIT_GROUP_RE = re.compile(r"(?<=\d)\\,(?=\d{3}(?!\d))")
# Where one relation of a display ends and the next begins: a line break, "\\implies", a "\\quad", a comma.
RELATION_BREAK_RE = re.compile(r"\\\\|\\(?:implies|Rightarrow|Longrightarrow|quad|qquad)(?![a-zA-Z])|,\s|;|\n")
SIDE_BREAK_RE = re.compile(r"[{}]|=|≈|\\approx(?![a-zA-Z])")
POINTS = 6
TOLERANCE = 1e-6


class Unreadable(ValueError):
    """The maths holds something the reader does not evaluate."""


def _tokens(maths: str) -> list[str]:
    if DERIVATIVE_RE.search(maths) or FUNCTION_NAME_RE.search(maths):
        raise Unreadable("a derivative or a function")
    tokens = []
    maths = DIGIT_GROUP_RE.sub("", maths)
    for match in TOKEN_RE.finditer(ROMAN_SYMBOL_RE.sub(r"\1", maths.replace("&", " "))):
        token = match.group(0).strip()
        if token in IGNORED:
            continue
        if match.group("other"):
            raise Unreadable(token)
        tokens.append({"−": "-"}.get(token, token))
    return tokens


class _Parser:
    """A recursive-descent reader of + - × / ^ with implicit multiplication ("2\\pi R^2", "(x - 4)(x + 1)")."""

    def __init__(self, tokens: list[str]) -> None:
        self.tokens, self.at = tokens, 0

    def peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise Unreadable(f"expected {expected or 'more'}, found {token}")
        self.at += 1
        return token

    def whole(self) -> Node:
        node = self.sum()
        if self.peek() is not None:
            raise Unreadable(f"left over from {self.peek()}")
        return node

    def sum(self) -> Node:
        node = self.product()
        while self.peek() in ("+", "-"):
            operator = self.take()
            node = (operator, node, self.product())
        return node

    def product(self) -> Node:
        node = self.signed()
        while (token := self.peek()) is not None:
            if token in TIMES or token in DIVIDE:
                self.take()
                node = ("/" if token in DIVIDE else "*", node, self.signed())
            elif token in ("(", "{", "[") or NUMBER_RE.fullmatch(token) or token[0].isalpha() or token[0] == "\\":
                node = ("*", node, self.power())  # implicit multiplication
            else:
                break
        return node

    def signed(self) -> Node:
        if self.peek() == "-":
            self.take()
            return ("neg", self.signed())
        if self.peek() == "+":
            self.take()
        return self.power()

    def power(self) -> Node:
        base = self.atom()
        while self.peek() in ("^", "_"):
            if self.take() == "^":
                base = ("^", base, self.exponent())
            elif base[0] == "var" and isinstance(base[1], str):
                base = ("var", f"{base[1]}_{self.subscript()}")
            else:
                raise Unreadable("a subscript on an expression")
        return base

    def exponent(self) -> Node:
        if self.peek() == "{":
            return self.braced()
        if self.peek() == "-":
            self.take()
            return ("neg", self.atom())
        return self.single()

    def single(self) -> Node:
        """An unbraced argument: TeX takes one character, so "x^23" is x^2 times 3 and "\\frac12" is 1/2."""
        token = self.peek()
        if token is not None and token.isdigit() and len(token) > 1:
            self.tokens[self.at : self.at + 1] = [token[0], token[1:]]
        return self.atom()

    def subscript(self) -> str:
        if self.peek() != "{":
            return self.take()
        self.take()
        depth, parts = 1, list[str]()
        while True:
            token = self.take()
            depth += {"{": 1, "}": -1}.get(token, 0)
            if depth == 0:
                return "".join(parts)
            parts.append(token)

    def braced(self) -> Node:
        self.take("{")
        node = self.sum()
        self.take("}")
        return node

    def argument(self) -> Node:
        if self.peek() == "{":
            return self.braced()
        if self.peek() == "(":
            self.take()
            node = self.sum()
            self.take(")")
            return node
        return self.single()

    def atom(self) -> Node:
        token = self.take()
        if token in ("(", "[", "{"):
            node = self.sum()
            self.take({"(": ")", "[": "]", "{": "}"}[token])
            return node
        if NUMBER_RE.fullmatch(token):
            return ("num", float(token))
        if token in ("\\frac", "\\dfrac", "\\tfrac"):
            return ("/", self.argument(), self.argument())
        if token == "\\sqrt":
            if self.peek() == "[":
                raise Unreadable("an nth root")
            return ("call", "sqrt", self.argument())
        if token.startswith("\\") and token[1:] in FUNCTIONS and self.peek() != "^":
            return ("call", token[1:], self.argument() if self.peek() in ("{", "(") else self.power())
        if token in ("\\pi", "π"):
            return ("num", math.pi)
        if (token.startswith("\\") and token[1:] in GREEK) or (len(token) == 1 and token.isalpha()):
            return ("var", token)
        raise Unreadable(token)


def parse(maths: str) -> Node:
    """The expression tree of one side of a relation; raises ``Unreadable`` for what the reader does not know."""
    try:
        return _Parser(_tokens(maths)).whole()
    except RecursionError as error:
        raise Unreadable("nested too deep") from error


def variables(node: Node) -> set[str]:
    """The symbols an expression tree uses."""
    kind = node[0]
    if kind == "var":
        return {str(node[1])}
    if kind == "num":
        return set()
    return set().union(*(variables(child) for child in node[1:] if isinstance(child, tuple)))


def evaluate(node: Node, values: Mapping[str, float]) -> complex:
    """The value of an expression tree with ``values`` for its symbols."""
    kind = node[0]
    if kind == "num":
        return complex(node[1])
    if kind == "var":
        return complex(values[str(node[1])])
    if kind == "neg":
        return -evaluate(node[1], values)
    if kind == "call":
        return complex(FUNCTIONS[str(node[1])](evaluate(node[2], values)))
    left, right = evaluate(node[1], values), evaluate(node[2], values)
    if kind == "+":
        return left + right
    if kind == "-":
        return left - right
    if kind == "*":
        return left * right
    if kind == "/":
        return left / right
    return complex(left**right)


def _values_at_points(trees: list[Node], seed: int) -> list[list[complex]] | None:
    """Each tree's value at the same random points (symbols drawn from [0.3, 1.7]), or None where one fails."""
    names = sorted(set().union(*(variables(tree) for tree in trees)))
    rng = np.random.default_rng(seed)
    rows = []
    with np.errstate(all="ignore"):
        for _ in range(POINTS):
            point = {name: float(rng.uniform(0.3, 1.7)) for name in names}
            try:
                row = [evaluate(tree, point) for tree in trees]
            except (ZeroDivisionError, OverflowError, ValueError):
                return None
            if not all(np.isfinite(value) for value in row):
                return None
            rows.append(row)
    return rows


def _close(a: complex, b: complex) -> bool:
    return abs(a - b) <= TOLERANCE * max(1.0, abs(a), abs(b))


def same_value(left: str, right: str, *, seed: int = 0) -> bool | None:
    """Whether two pieces of maths with a symbol in them agree at random points; None when either cannot be read
    or neither has a symbol (agreeing numbers are arithmetic, not algebra)."""
    try:
        trees = [parse(left), parse(right)]
    except Unreadable:
        return None
    if not variables(trees[0]) | variables(trees[1]):
        return None
    rows = _values_at_points(trees, seed)
    return None if rows is None else all(_close(a, b) for a, b in rows)


def rearranged(first: tuple[str, str], second: tuple[str, str], *, seed: int = 0) -> bool | None:
    """Whether the equation ``second`` (left, right) is ``first`` rearranged: with the same symbols, left minus right
    of one is a fixed non-zero multiple of the other's at every point. None when either cannot be read."""
    try:
        trees = [parse(side) for side in (*first, *second)]
    except Unreadable:
        return None
    names_first = variables(trees[0]) | variables(trees[1])
    if not names_first or names_first != variables(trees[2]) | variables(trees[3]):
        return None
    rows = _values_at_points(trees, seed)
    if rows is None:
        return None
    ratios = []
    for left1, right1, left2, right2 in rows:
        if abs(left1 - right1) < 1e-12:
            return None  # a point that solves the first equation says nothing about the ratio
        ratios.append((left2 - right2) / (left1 - right1))
    if abs(ratios[0]) < 1e-9:
        return None
    return all(_close(ratio, ratios[0]) for ratio in ratios)


@dataclass(frozen=True)
class Relation:
    """One relation of a step's maths: ``sides`` are (start, end) offsets in the step's text."""

    start: int
    end: int
    sides: tuple[tuple[int, int], ...]


def _inner_bounds(span: str) -> tuple[int, int]:
    for opener, closer in (("$$", "$$"), ("\\[", "\\]"), ("\\(", "\\)"), ("$", "$")):
        if span.startswith(opener) and span.endswith(closer) and len(span) >= len(opener) + len(closer):
            return len(opener), len(span) - len(closer)
    return 0, len(span)


def relations(text: str) -> list[Relation]:
    """Every relation ("a = b = c", "a ≈ b") in the maths of ``text``, in order: a display's lines and the parts
    of an "\\implies" chain are relations of their own."""
    found = []
    for span in MATH_RE.finditer(text):
        inner_start, inner_end = _inner_bounds(span.group(0))
        base = span.start() + inner_start
        body = text[base : span.start() + inner_end]
        pieces, last = [], 0
        for cut in RELATION_BREAK_RE.finditer(body):
            pieces.append((last, cut.start()))
            last = cut.end()
        pieces.append((last, len(body)))
        for piece_start, piece_end in pieces:
            piece = body[piece_start:piece_end]
            sides, depth, side_start = [], 0, 0
            for token in SIDE_BREAK_RE.finditer(piece):
                if token.group(0) in "{}":
                    depth += 1 if token.group(0) == "{" else -1
                elif depth == 0:
                    sides.append((side_start, token.start()))
                    side_start = token.end()
            sides.append((side_start, len(piece)))
            if len(sides) >= 2:
                offset = base + piece_start
                found.append(
                    Relation(
                        offset,
                        offset + len(piece),
                        tuple((offset + start, offset + end) for start, end in sides),
                    )
                )
    return found


def relation_at(text: str, position: int) -> Relation | None:
    """The relation of ``text``'s maths that holds ``position``, if any."""
    return next((relation for relation in relations(text) if relation.start <= position < relation.end), None)


def _sides(text: str, relation: Relation) -> list[str]:
    return [text[start:end].strip() for start, end in relation.sides]


def _checked_at(text: str, position: int) -> str | None:
    """How the relation holding ``position`` is checked as the step's own algebra: "rewritten" (the side holding it
    equals a side next to it), "rearranged" (the equation is the step's previous one rearranged), or None."""
    found = relations(text)
    for index, relation in enumerate(found):
        if not relation.start <= position < relation.end:
            continue
        sides = _sides(text, relation)
        side = next((k for k, (start, end) in enumerate(relation.sides) if start <= position <= end), None)
        if side is None:
            return None
        if any(0 <= other < len(sides) and same_value(sides[side], sides[other]) for other in (side - 1, side + 1)):
            return "rewritten"
        if index > 0 and len(sides) == 2:
            previous = _sides(text, found[index - 1])
            if rearranged((previous[0], previous[-1]), (sides[0], sides[1])):
                return "rearranged"
        return None
    return None


def checked_algebra(text: str, new_text: str, position: int) -> str | None:
    """Whether an edit at ``position`` (one that keeps the text's length, as a sign flip or a changed digit does)
    breaks algebra the step visibly does: the relation there is checked in ``text`` ("rewritten" or "rearranged",
    see ``_checked_at``) and the same check fails in ``new_text``. Returns how it was checked, or None."""
    how = _checked_at(text, position)
    if how is None or len(new_text) != len(text):
        return None
    return how if _checked_at(new_text, position) is None else None
