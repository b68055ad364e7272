"""Error injection: make a correct step wrong in a known way (the variant's gold label becomes 0).

* NC (Numerical Calculation): an arithmetic ``a op b = c`` whose left side evaluates to ``c`` gets a
  wrong ``c``; the new result is re-evaluated to prove the arithmetic is now wrong.
* SC (Symbolic Calculation): inside an expression with variables, a ``+``/``-`` sign or an exponent flips.
* RE (Reasoning): a comparison or a conclusion word is inverted (``<``↔``>``, increases↔decreases,
  correct↔incorrect) or a copula is negated ("is" → "is not").
"""

from __future__ import annotations

import ast
import math
import operator
import re
from typing import Any

import numpy as np

from ..data import ErrorType
from .candidates import Candidate
from .protect import IMAGE_TAG_RE, MATH_RE

NUMBER = r"\d+(?:\.\d+)?"
OPERATOR = r"(?:\\times|\\cdot|\\div|[-+*/×÷·^])"
ARITHMETIC_RE = re.compile(rf"(?<![\w.^])(?P<lhs>{NUMBER}(?:\s*{OPERATOR}\s*{NUMBER})+)\s*=\s*(?P<rhs>{NUMBER})(?![\d.])")
_PY_OPERATORS = {"\\times": "*", "\\cdot": "*", "\\div": "/", "×": "*", "÷": "/", "·": "*", "^": "**"}
_AST_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
                  ast.Pow: operator.pow}

SIGN_RE = re.compile(r"(?<=[\w})\]])\s*([+-])\s*(?=[\w\\({])")
VARIABLE_IN_MATH_RE = re.compile(r"(?<![a-zA-Z\\])[a-zA-Z](?![a-zA-Z])")
EXPONENT_RE = re.compile(r"\^(\{?)(\d)(\}?)")
SYMBOL_SWAPS = {"<": ">", ">": "<", "≤": "≥", "≥": "≤", r"\le": r"\ge", r"\ge": r"\le", r"\leq": r"\geq",
                r"\geq": r"\leq", r"\lt": r"\gt", r"\gt": r"\lt"}
SYMBOL_RE = re.compile(r"\\(?:leq|geq|le|ge|lt|gt)(?![a-z])|≤|≥|(?<![<-])<(?![-=])|(?<![-=])>(?!=)")
WORD_SWAPS = {
    "greater": "less", "less": "greater", "larger": "smaller", "smaller": "larger", "higher": "lower",
    "lower": "higher", "increases": "decreases", "decreases": "increases", "increase": "decrease",
    "decrease": "increase", "increased": "decreased", "decreased": "increased", "maximum": "minimum",
    "minimum": "maximum", "positive": "negative", "negative": "positive", "correct": "incorrect",
    "incorrect": "correct", "true": "false", "false": "true", "valid": "invalid", "invalid": "valid",
    "more": "less", "faster": "slower", "slower": "faster", "longer": "shorter", "shorter": "longer",
}
WORD_RE = re.compile(r"\b(" + "|".join(sorted(WORD_SWAPS, key=len, reverse=True)) + r")\b", re.I)
COPULA_RE = re.compile(r"\b(is|are|was|were|can|does|do)\b(?! not\b)(?!n['’]t)")


def evaluate_arithmetic(expression: str) -> float:
    """Evaluate numbers with + - * / ^ (and LaTeX \\times, \\cdot, \\div) safely; raises ValueError otherwise."""
    text = expression
    for symbol, python in _PY_OPERATORS.items():
        text = text.replace(symbol, python)
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise ValueError(f"not an arithmetic expression: {expression!r}") from exc

    def walk(node: ast.AST) -> float:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return float(node.value)
        if isinstance(node, ast.BinOp) and type(node.op) in _AST_OPERATORS:
            left, right = walk(node.left), walk(node.right)
            if isinstance(node.op, ast.Pow) and abs(right) > 12:
                raise ValueError("exponent too large")
            return _AST_OPERATORS[type(node.op)](left, right)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            value = walk(node.operand)
            return -value if isinstance(node.op, ast.USub) else value
        raise ValueError(f"not an arithmetic expression: {expression!r}")

    try:
        return walk(tree)
    except ZeroDivisionError as exc:
        raise ValueError("division by zero") from exc


def _decimals(number: str) -> int:
    return len(number.split(".")[1]) if "." in number else 0


def _matches(value: float, written: str) -> bool:
    """Does ``written`` state ``value`` to the precision it is written with?"""
    return math.isclose(value, float(written), rel_tol=1e-9, abs_tol=0.5 * 10 ** -_decimals(written) + 1e-12)


def _wrong_results(rhs: str, rng: np.random.Generator) -> list[str]:
    value, places = float(rhs), _decimals(rhs)
    step = 10 ** -places
    options = [value + step, value - step, value + 2 * step, value + 10 * step, value * 10]
    digits = rhs.replace(".", "")
    if len(digits) >= 2 and digits[-1] != digits[-2]:
        swapped = digits[:-2] + digits[-1] + digits[-2]
        options.append(float(swapped[: len(swapped) - places] + ("." + swapped[-places:] if places else "")))
    written = [f"{v:.{places}f}" for v in options if v >= 0 or value < 0]
    order = rng.permutation(len(written)).tolist()
    return [written[i] for i in order if written[i] != rhs]


def numerical_error(text: str, rng: np.random.Generator) -> list[Candidate]:
    """NC: wrong results of arithmetic that the original states correctly (verified by evaluation)."""
    results = []
    for match in ARITHMETIC_RE.finditer(text):
        lhs, rhs = match.group("lhs"), match.group("rhs")
        try:
            value = evaluate_arithmetic(lhs)
        except ValueError:
            continue
        if not _matches(value, rhs):
            continue  # the original arithmetic is not checkable or not right: do not build on it
        for wrong in _wrong_results(rhs, rng)[:2]:
            if _matches(value, wrong):
                continue
            start, end = match.span("rhs")
            new = text[:start] + wrong + text[end:]
            results.append(Candidate(new, "wrong_result", {
                "error_type": ErrorType.NC.value, "expression": lhs, "stated": rhs, "injected": wrong,
                "evaluates_to": round(value, 10)}))
    return results


def _term_has_variable(text: str, *, forward: bool) -> bool:
    """Does the term next to a sign (up to the next + - = or the span's end) contain a variable?"""
    parts = re.split(r"[-+=]", text)
    term = parts[0] if forward else parts[-1]
    return bool(VARIABLE_IN_MATH_RE.search(term))


def symbolic_error(text: str, rng: np.random.Generator) -> list[Candidate]:
    """SC: flip a +/- sign or change an exponent inside math that contains a variable."""
    results = []
    for math_match in MATH_RE.finditer(text):
        span = math_match.group(0)
        if not VARIABLE_IN_MATH_RE.search(span):
            continue
        for sign in SIGN_RE.finditer(span):
            if not (_term_has_variable(span[sign.end():], forward=True) or _term_has_variable(span[:sign.start()], forward=False)):
                continue  # a sign between plain numbers is arithmetic (NC), not algebra
            flipped = "-" if sign.group(1) == "+" else "+"
            new_span = span[: sign.start(1)] + flipped + span[sign.end(1):]
            results.append(Candidate(text[: math_match.start()] + new_span + text[math_match.end():], "sign_flip", {
                "error_type": ErrorType.SC.value, "at": math_match.start() + sign.start(1), "old": sign.group(1),
                "new": flipped}))
        for exponent in EXPONENT_RE.finditer(span):
            if not re.search(r"[a-zA-Z)}]$", span[: exponent.start()]):
                continue
            old = exponent.group(2)
            new_digit = "3" if old == "2" else "2"
            new_span = span[: exponent.start(2)] + new_digit + span[exponent.end(2):]
            results.append(Candidate(text[: math_match.start()] + new_span + text[math_match.end():], "exponent_change", {
                "error_type": ErrorType.SC.value, "at": math_match.start() + exponent.start(2), "old": old,
                "new": new_digit}))
    order = rng.permutation(len(results)).tolist()
    return [results[i] for i in order]


def reasoning_error(text: str, rng: np.random.Generator) -> list[Candidate]:
    """RE: invert a comparison symbol or a conclusion word, or negate a copula."""
    results = []
    for match in SYMBOL_RE.finditer(IMAGE_TAG_RE.sub(lambda m: " " * len(m.group(0)), text)):
        new = SYMBOL_SWAPS[match.group(0)]
        results.append(Candidate(text[: match.start()] + new + text[match.end():], "invert_comparison", {
            "error_type": ErrorType.RE.value, "at": match.start(), "old": match.group(0), "new": new}))
    outside = MATH_RE.sub(lambda m: " " * len(m.group(0)), text)
    for match in WORD_RE.finditer(outside):
        word = match.group(0)
        new = WORD_SWAPS[word.lower()]
        new = new.capitalize() if word[0].isupper() else new
        results.append(Candidate(text[: match.start()] + new + text[match.end():], "invert_conclusion", {
            "error_type": ErrorType.RE.value, "at": match.start(), "old": word, "new": new}))
    for match in COPULA_RE.finditer(outside):
        new = "cannot" if match.group(1) == "can" else match.group(1) + " not"
        results.append(Candidate(text[: match.start()] + new + text[match.end():], "negate", {
            "error_type": ErrorType.RE.value, "at": match.start(), "old": match.group(1), "new": new}))
    order = rng.permutation(len(results)).tolist()
    return [results[i] for i in order]


INJECTORS = {ErrorType.NC: numerical_error, ErrorType.SC: symbolic_error, ErrorType.RE: reasoning_error}
#: The check each injected type must fail.
TARGET_CHECKS: dict[ErrorType, tuple[str, ...]] = {
    ErrorType.NC: ("numbers",), ErrorType.SC: ("math",), ErrorType.RE: ("logic", "negation"),
}


def error_candidates(text: str, rng: np.random.Generator, n: int) -> list[Candidate]:
    """Up to ``n`` injected errors, interleaving the types (NC, SC, RE) so each appears when it can."""
    pools = [INJECTORS[t](text, rng) for t in (ErrorType.NC, ErrorType.SC, ErrorType.RE)]
    candidates: list[Candidate] = []
    seen = {text}
    while len(candidates) < n and any(pools):
        for pool in pools:
            while pool:
                candidate = pool.pop(0)
                if candidate.text not in seen:
                    seen.add(candidate.text)
                    candidates.append(candidate)
                    break
            if len(candidates) >= n:
                break
    return candidates


def verify_injection(original: str, candidate: Candidate) -> tuple[bool, str]:
    """Independent confirmation that the planted error is real."""
    params: dict[str, Any] = candidate.params
    if params["error_type"] == ErrorType.NC.value:
        value = evaluate_arithmetic(params["expression"])
        wrong = not _matches(value, params["injected"])
        return wrong, f"{params['expression']} = {value:g}, stated {params['injected']}"
    changed = candidate.text != original
    return changed, f"{params['old']!s} → {params['new']!s}"
