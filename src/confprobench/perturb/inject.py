"""Error injection: make a correct step wrong in a known way (the variant's gold label becomes 0).

The recorded type follows what the edit *creates*, not the operation that made it:

* NC (Numerical Calculation): a stated arithmetic result ``a op b = c`` (checked correct first) gets a
  wrong ``c``, far enough from the true value that it cannot pass for the step's own rounding.
* SC (Symbolic Calculation): inside algebra the step is seen to do (a side rewritten into the next, or an
  equation rearranged from the step's previous one, checked numerically by ``algebra.checked_algebra``; never a
  chemical equation, a restated formula or a known law) a ``+``/``-`` sign flips or an exponent changes.
* RE (Reasoning): correct premises, wrong conclusion: a conclusion the step marks as its own ("Therefore, ...",
  "..., so we can ...") has its copula negated (a direction or truth word is inverted only where it denies a known fact: KE); in a
  multiple-choice step, a verdict on an answer option is flipped ("Choice A is incorrect because ..." → "correct").
* KE (Knowledge): a wrong physical/chemical constant (arithmetic that uses it is recomputed, so the
  only fault is the constant) or a wrong standard formula.
* VI (Visual Interpretation): only in a problem with images, in a sentence that reads the figure: a
  value read off it (everywhere in the step, arithmetic recomputed) or the direction of a trend changes.
* QU (Question Understanding): a given of the question that the step uses gets a wrong value
  (everywhere in the step, arithmetic recomputed), i.e. the step misread the problem.

Every candidate records ``error_type``, ``rule`` and a one-line ``explanation`` in its params. Restated problem
data is edited only by QU (a given number); no edit creates a double negative.
``error_candidates`` interleaves the types the step allows, in a seeded order, so each is equally
likely to be kept.
"""

from __future__ import annotations

import ast
import dataclasses
import difflib
import functools
import math
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any

import numpy as np

from ..data import ErrorType
from .algebra import Relation, checked_algebra, relation_at
from .candidates import Candidate
from .protect import (
    FIRST_OPTION_RE,
    IMAGE_TAG_RE,
    LISTED_OPTION_RE,
    MATH_RE,
    OPTION_STATEMENT_RE,
    OPTION_TEXT_RE,
    QUESTION_OPTION_RE,
    quoted_spans,
    unit_table,
)

NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
OPERATOR = r"(?:\\times|\\cdot|\\div|[-+*/×÷·^−])"
ARITHMETIC_RE = re.compile(
    rf"(?<![\w.^,])(?P<lhs>(?:{NUMBER})(?:\s*{OPERATOR}\s*(?:{NUMBER}))+)\s*(?P<rel>=|≈|\\approx)\s*(?P<rhs>{NUMBER})(?![\d.]\d|[\w^])"
)
# After a stated result: an operator and a term in a variable, in maths characters only ("1/1.5 + 1/q")
VARIABLE_TERM_AFTER_RE = re.compile(rf"[ \t]*{OPERATOR}[-+*/^().\d \t\\{{}}]*?(?<![\\a-zA-Z])[a-zA-Z](?![a-zA-Z])")
# Before an arithmetic left side: a variable and a sign ("x + 125 + 250 = 375 + x" carries x on both sides)
VARIABLE_TERM_BEFORE_RE = re.compile(r"(?<![\\a-zA-Z])[a-zA-Z][ \t]*[-+][ \t]*$")
# The delimiters around a lone value written as maths: "is $11$", "is \\( 11 \\)" (round 43: GPT-4o's answers)
MATH_OPENER = r"(?:\$|\\[(\[])?\s*"
MATH_CLOSER = r"\s*(?:\$|\\[)\]])?"
# A GSM8K calculator annotation, "<<2*50=100>>" in "2 * 50 = <<2*50=100>>100": see error_candidates
CALCULATOR_ANNOTATION_RE = re.compile(r"<<(?P<lhs>[^<>=]*)=(?P<rhs>[^<>]*)>>")
STANDALONE_NUMBER_RE = re.compile(rf"(?<![\w.^,\-−_{{])(?:{NUMBER})(?![\d\w^_}}]|[.,]\d)")
_PY_OPERATORS = {"\\times": "*", "\\cdot": "*", "\\div": "/", "×": "*", "÷": "/", "·": "*", "^": "**", "−": "-"}
_AST_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}

SIGN_RE = re.compile(r"(?<=[\w})\]])\s*([+-])\s*(?=[\w\\({])")
VARIABLE_IN_MATH_RE = re.compile(r"(?<![a-zA-Z\\])[a-zA-Z](?![a-zA-Z])")
EXPONENT_RE = re.compile(r"\^(\{?)(\d)(\}?)")
# A chemical equation or a charged species: signs there are not algebra.
CHEMISTRY_RE = re.compile(
    r"\\ce\b|→|⇌|\\(?:long)?rightarrow|\\to\b|\\rightleftharpoons|\^\{?\d*[+-]\}?|"
    r"\\(?:text|mathrm)\{[A-Z][a-z]?\}|\b(?:[A-Z][a-z]?_?\{?\d?\}?){2,}\b"
)
# Direction and truth words; every pair is one the logic check (``checks.logic_signature``) can see.
DIRECTION_SWAPS = {
    "greater": "less",
    "less": "greater",
    "larger": "smaller",
    "smaller": "larger",
    "higher": "lower",
    "lower": "higher",
    "increases": "decreases",
    "decreases": "increases",
    "increase": "decrease",
    "decrease": "increase",
    "increased": "decreased",
    "decreased": "increased",
    "increasing": "decreasing",
    "decreasing": "increasing",
    "rises": "falls",
    "falls": "rises",
    "rise": "fall",
    "fall": "rise",
    "maximum": "minimum",
    "minimum": "maximum",
    "more": "less",
    "fewer": "more",
    "positive": "negative",
    "negative": "positive",
    "largest": "smallest",
    "smallest": "largest",
    "highest": "lowest",
    "lowest": "highest",
}
TRUTH_SWAPS = {
    "correct": "incorrect",
    "incorrect": "correct",
    "true": "false",
    "false": "true",
    "valid": "invalid",
    "invalid": "valid",
}
WORD_SWAPS = {**DIRECTION_SWAPS, **TRUTH_SWAPS}
WORD_RE = re.compile(r"\b(" + "|".join(sorted(WORD_SWAPS, key=len, reverse=True)) + r")\b", re.IGNORECASE)
# "... and is": the copula's subject is elided because it is shared with the predicate before "and".
COORDINATED_PREDICATE_RE = re.compile(r"\b[a-z]+\s+and\s*$", re.IGNORECASE)
COPULA_RE = re.compile(r"\b(is|are|was|were|can|does|do)\b(?! not\b)(?!n['’]t)")
NEGATION_RE = re.compile(r"\b(?:not|no|never|none|neither|nor|cannot|without|nothing|nobody)\b|n['’]t\b", re.IGNORECASE)
# A word that is already negative ("impossible", "unchanged", "nonzero", "invalid"): negating it makes a double negative.
NEGATIVE_WORD_RE = re.compile(
    r"^(?:un|in|im|il|ir|non|dis|mis)[a-z]{3,}|^(?:no|not|never|none|zero|false|incorrect)$", re.IGNORECASE
)
# An explicit reference to the figure ("the curve" alone may be a general statement about curves).
FIGURE_RE = re.compile(
    r"<image_\d+>|\bImage[- ]\d+\b|\b(?:figure|graph|diagram|image|picture|chart|plot|table|"
    r"photo|micrograph|shown|shows|depicted|read|read off|reading|from the (?:graph|figure|diagram))\b",
    re.IGNORECASE,
)
# A sentence that states a formula, law or identity as such ("The quadratic formula is ...").
FORMULA_CUE_RE = re.compile(
    r"\b(?:formula|theorem|identity|law|rule|by definition|is defined as|definition of)\b", re.IGNORECASE
)
# A formula the solver found or derived itself ("I write a general formula: p(n) = ..."): an edit there is SC.
DERIVED_CUE_RE = re.compile(
    r"\b(?:general formula|pattern|guess|conjecture|closed form|we (?:found|derived)|"
    r"I (?:found|derived|write|get))\b",
    re.IGNORECASE,
)
# The step itself manipulates the expression ("Expanding, (a + b)^2 = ..."): algebra, not a restated formula.
DERIVATION_CUE_RE = re.compile(
    r"\b(?:expand\w*|rearrang\w*|solv\w*|simplif\w*|factor\w*|substitut\w*|plugging|"
    r"multiply\w*|dividing|adding|subtracting|compar\w*|match\w*|so|therefore|thus|hence|gives|becomes|"
    r"(?:we|I) (?:get|have|obtain|see|can see))\b",
    re.IGNORECASE,
)
# The step rewrites an expression itself (not merely "so ... follows from"): its exponents are algebra.
MANIPULATION_CUE_RE = re.compile(
    r"\b(?:expand\w*|rearrang\w*|solv\w*|simplif\w*|factor\w*|substitut\w*|plugging|isolat\w*|cancel\w*|"
    r"differentiat\w*|integrat\w*|rewrit\w*|writing\b[^.;:]{1,40}?\bas)\b",
    re.IGNORECASE,
)
# A relation introduced as a tool the step applies ("Using $...$", "by the identity $...$", "Recall that $...$").
TOOL_INTRO_RE = re.compile(
    r"\b(?:using|use|by|recall(?:\s+that)?|apply(?:ing)?)\s+(?:the\s+(?:[\w-]+\s+){0,3}?"
    r"(?:formula|identity|rule|law|theorem|property)\s*:?\s*)?$|\b(?:formula|identity|rule|law)\s*:?\s*$",
    re.IGNORECASE,
)
# What the step's own manipulation produced: a maths span right after a derivation verb ("we get $...$", "which
# simplifies to $...$", "factor as $...$"). Round 11: a sign or power edit in an expression the step only STATES (a
# formula in general parameters, a named quantity's formula, no "=") was read KE or QU, never SC.
RESULT_CUE_BEFORE_RE = re.compile(
    r"(?:\b(?:gets?|getting|got|gives?|giving|becomes?|becoming|yields?|obtain\w*|equals?|leaves?|leaving|"
    r"(?:simplif|expand|reduc|rewrit|factor|writ|turn|collaps|combin|chang|transform)\w*(?:\s+[^$.;:]{0,20}?)?"
    r"\s+(?:to|as|into)|(?:we|I|you)\s+(?:have|find|see)|results?\s+in|"
    r"(?:so|therefore|thus|hence)\b[^$.;]*\b(?:is|are)(?:\s+(?:simply|just|now))?)|=|\$)\s*:?\s*$",
    re.IGNORECASE,
)
# A span the words after it rewrite as another ("$-3x^4 + ... - 4$ equals $...$"): the step manipulates it.
REWRITTEN_AFTER_RE = re.compile(
    r"\s*(?:=|equals\b|becomes\b|simplifies\b|reduces\b|is\s+equal\b|factors\s+(?:as|into)\b)"
)
CONGRUENCE_RE = re.compile(r"\\(?:equiv|cong|propto)\b")
# An expression the step says it wants to find, compute or evaluate: the question's target restated (round 11:
# "We want to find $(a+b+c) \pmod{47}$" → "a+b-c" was read QU by both graders).
TARGET_BEFORE_RE = re.compile(
    r"\b(?:want|need|wish|have|are\s+asked|asked|goal\s+is|task\s+is)\s+to\s+(?:find|compute|calculate|evaluate|"
    r"determine|work\s+out|show|prove)\s+(?:the\s+value\s+of\s+|that\s+)?$",
    re.IGNORECASE,
)
# A named relation stated as such: "the sum of the solutions is $x_1+x_2 = ...$" (round 11: graders split KE/SC).
NAMED_RELATION_BEFORE_RE = re.compile(
    r"\bthe\s+(?:sum|product|difference|quotient|ratio|average|mean)\s+of\s+[^$.;]*?\b(?:is|are|equals)\s*:?\s*$",
    re.IGNORECASE,
)
# A period of a trigonometric function added inside its argument: "\tan(x° + 180°)" → "x° - 180°" stays true.
PERIOD_SHIFT_RE = re.compile(
    r"\s*(?:\d*\s*(?:90|180|270|360|720)\s*(?:\^\s*\{?\s*\\circ\s*\}?|°)|\d*\s*\\pi\b|\\frac\s*\{\s*\d*\s*\\pi\s*\}\s*\{\s*\d+\s*\})"
)
PERIODIC_FUNCTION_RE = re.compile(r"\\(?:sin|cos|tan|cot|sec|csc)\s*(?:\\left\s*)?\(")


def _period_shift(span: str, sign: re.Match[str]) -> bool:
    """Does the sign add a multiple of 90°, 180°, 360° or π inside a trigonometric function's argument? Flipping it
    shifts by a period ("\\tan(x° + 180°)" → "x° - 180°"): round 11, both graders read the result as still true."""
    if not PERIOD_SHIFT_RE.match(span[sign.end() :]):
        return False
    before = span[: sign.start()]
    opened = [m.end() for m in PERIODIC_FUNCTION_RE.finditer(before)]
    return any(before[at:].count("(") >= before[at:].count(")") for at in opened)


# A call of a function named by a letter ("f(", "h\\left(", "g_1("): the argument a sign may sit in.
FUNCTION_CALL_RE = re.compile(r"(?<![A-Za-z\\])([fgh](?:_\{?\w+\}?|')?)\s*(?:\\left\s*)?\(")
# A shift named in words: "shifted 20 units to the right", "a translation".
SHIFT_WORDS_RE = re.compile(r"\bto\s+the\s+(?:right|left)\b|\bshift(?:s|ed|ing)?\b|\btranslat(?:e|es|ed|ion)\b", re.I)
# A relation quantified right after it: "$f(x+20) = f(x)$ for all $x$".
FOR_ALL_AFTER_RE = re.compile(r"\$?\s*,?\s*for\s+(?:all|every|any|each)\b", re.IGNORECASE)


def _shift_in_function_argument(span: str, sign: re.Match[str], sentence: str) -> bool:
    """Is the sign inside a function's argument, in a sentence that names the shift in words, or at the top level of
    "F(u ± c)" in an identity "F(u ± c) = F(u)" quantified "for all" right after it? Round 25: "g(x) = f(x+20) represent
    ... shifting f(x) 20 units to the right" contradicts the words "to the right" (read KE twice), and "f(x-20) = f(x)
    for all x" → "f(x+20) = f(x)" is an equivalent, still true identity (read not wrong or SC, three times). A flip in
    a shifted identity the step derives ("f(x-20) = f(x-40)" → "f(x+20)") stays SC (read SC five times)."""
    before = span[: sign.start()]
    calls = [
        m for m in FUNCTION_CALL_RE.finditer(before) if before[m.end() :].count("(") >= before[m.end() :].count(")")
    ]
    if not calls:
        return False
    if SHIFT_WORDS_RE.search(sentence):
        return True
    at = sentence.find(span)
    if at < 0 or not FOR_ALL_AFTER_RE.match(sentence, at + len(span)):
        return False
    call = calls[-1]
    argument = before[call.end() :]
    rest = re.match(r"[^()+\-−=]*\)", span[sign.end() :])
    if "(" in argument or "{" in argument or rest is None:
        return False  # the sign is not at the top level of the innermost call's argument, or more terms follow
    bare = re.sub(r"\s+", "", f"{call.group(1)}({argument})")
    return bare in re.sub(r"\s+|\\left|\\right", "", span[: call.start()] + span[sign.end() + rest.end() :])


IMPLIES_RE = re.compile(r"\\(?:Rightarrow|implies|Longrightarrow)\b|⇒")
# A quantity's name on the left of a definition chain: "A", "S_{20}", "p(n)", "v_{max}".
# Round 5: a name may carry decorations: "E^\\circ_{cell}", "\\Delta G^{\\circ}", "v_{\\text{max}}".
SYMBOL_DECORATION = r"(?:[_^](?:\\circ|\{(?:[^{}]|\{[^{}]*\})*\}|\w)|')"
SYMBOL_NAME_RE = re.compile(rf"(?:\\Delta\s*)?\\?[A-Za-z]+{SYMBOL_DECORATION}{{0,3}}(?:\([a-z]\))?")
# A named quantity introduced before its defining formula ("the temperature coefficient is", "is given by"): round 14,
# a power changed in "the temperature coefficient is $Q_{10} = (R_2/R_1)^{10/\\Delta T}$" was read KE (formula misstated).
QUANTITY_DEFINED_BEFORE_RE = re.compile(
    r"(?:\b(?:the|its|their)\s+(?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*\s+(?:is|are)|"
    r"\b(?:is|are)\s+(?:given|defined)\s+(?:by|as))\s*:?\s*$",
    re.IGNORECASE,
)
# A complex number written as a literal ("4 + i", "-2 + 7i"): its sign is arithmetic on numbers, not algebra.
COMPLEX_LITERAL_RE = re.compile(r"[-−]?\s*\d+(?:\.\d+)?\s*[-+−]\s*\d*(?:\.\d+)?\s*i")
# A complex numeral in a span ("5+10i", "\frac{10}{5}i") or a power of the imaginary unit ("i^2=-1"): there i is not a
# variable. Round 6: a flipped sign in "\frac{5}{5}+\frac{10}{5}i" split the graders NC/SC and "i^3=-1" was read KE;
# only an expansion that multiplies out powers of i ("-3+6i+4i-8i^2") was read SC by both.
COMPLEX_NUMERAL_RE = re.compile(r"(?:\d|\})\s*i(?![a-zA-Z])|(?<![a-zA-Z\\_])i\s*\^")
I_EXPANSION_RE = re.compile(r"\d\s*i\s*\^")
# A sentence lead that names the formula, theorem, law or rule its maths applies ("By the binomial formula,", "using
# the Pythagorean theorem", "the power rule gives"). Round 8: a changed power or sign in "By the binomial formula,
# $P(X = 2) = \\binom{5}{2} p^2 (1 - p)^3$" was read KE (recorded SC); round 4 graders split KE/SC on such a
# formula with the numbers in it, so only a symbols-only formula there is edited (as a wrong formula, KE).
# A differentiation "rule" is left out: "Using the power rule term by term, the derivative is $3x^2 - 4$" is the
# solver's own computation (round-8 graders accepted SC for a wrong sign or power there).
NAMED_FORMULA_BEFORE_RE = re.compile(
    r"\b(?:by|using|use|from|apply(?:ing)?|according to)\s+(?:the\s+|an?\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:formula|theorem|law|identity)\b[^.;]*$|\b(?:formula|theorem|law)\s+(?:gives|states|says|yields)\b[^.;]*$",
    re.IGNORECASE,
)
# "for a prime power $\\sigma(p^k) = ...$", "for any $n$": a symbols-only relation so introduced is a general formula
GENERAL_INTRO_RE = re.compile(r"\bfor (?:a|an|any|every|each|all)\b[^.;$\\]*$", re.IGNORECASE)
# the left side of a general formula: a function or sequence of general parameters ("\\sigma(p^k)", "f(n)", "S_n")
GENERAL_LEFT_RE = re.compile(
    r"(?:\\[a-zA-Z]+|[A-Za-z])(?:_\{?[a-z]\}?)?\s*\(\s*[a-z](?:\s*\^\s*\{?[a-z]\}?)?(?:\s*,\s*[a-z])*\s*\)"
    r"|[A-Za-z]_\{?[a-z]\}?"
)
NAMED_LAW_BEFORE_RE = re.compile(r"\blaws? of (?:[\w-]+\s*){1,3},?\s*$|\b\w+'s law\b[^.;]*$", re.IGNORECASE)
# A sentence that defines a thing ("⌈x⌉ is the smallest integer that is greater than or equal to x"): an inverted
# word there states a wrong definition, which round-5 graders read as KE, not as a wrong conclusion (RE).
DEFINITION_RE = re.compile(
    r"\b(?:smallest|largest|least|greatest|biggest|lowest|highest)\s+(?:[\w-]+\s+){0,2}?(?:that|which|such that)\b|"
    r"\b(?:is|are) defined (?:as|to be|by)\b|\b(?:is|are) (?:called|known as)\b",
    re.IGNORECASE,
)
# Words naming what a question asks for or excludes: inverting one misreads the question (QU), not the logic.
ASKED_WORDS = frozenset({"maximum", "minimum", "largest", "smallest", "highest", "lowest", "valid", "invalid"})
RESTATE_CUE_RE = re.compile(
    r"\b(?:given|we are told|the problem|the question|we know that|we are asked|"
    r"states that|says that)\b",
    re.IGNORECASE,
)
# A misread figure value or given must differ by this fraction at least: "about 200" read as "about 210" is no misreading.
MISREAD_RELATIVE = 0.2
SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z$<\\(\d*#])|\n+")


@dataclass(frozen=True)
class InjectionContext:
    """What an injection may need to know about the step's problem: the question text (to find the
    restated givens), whether the problem has images (VI needs a figure to misread) and the text of the
    steps before this one (a value they computed, restated here, is no given even if the question has it)."""

    question: str = ""
    has_images: bool = False
    subject: str | None = None
    earlier: str = ""

    @classmethod
    def from_problem(cls, problem: Any) -> InjectionContext:
        """From a ``data.Problem`` (question, images, subject)."""
        return cls(question=problem.question, has_images=bool(problem.images), subject=problem.subject)

    @property
    def views(self) -> QuestionViews:
        """The question's maths, numbers and words in the forms the guards compare a step with (built once per
        question text, see ``question_views``)."""
        return question_views(self.question)


@dataclass(frozen=True)
class QuestionViews:
    """The views of a question that the guards compare a step with, each computed once per question text (every
    candidate of every step of a process asks for the same ones)."""

    unspaced: str
    """The question with all whitespace removed: ``_restated_math`` looks for a step's maths span in it."""
    normalised: str
    """The whole question through ``_normalised_expression`` with names kept: a step's expression found in it is the
    question's (``_restates_question_expression``, ``_restates_question_group``, ``_sets_up_question``,
    ``_assigns_question_subexpression``)."""
    renamed: str
    """The whole question through ``_normalised_expression`` with one-letter names renamed: a step's expression found
    in it restates the question's up to a variable's name (``_restates_question_expression``)."""
    expressions: frozenset[str]
    """Each delimited maths span and each side of its relations, normalised with names kept (``_question_expressions``;
    ``_restates_question_expression``, ``_applies_to_question_maths``)."""
    maths_canonical_spans: str
    """The bodies of the maths spans, each in ``_canonical_tex`` form, joined by spaces (``_restated_math``)."""
    maths_canonical: str
    """The maths spans, delimiters kept, concatenated and put in ``_canonical_tex`` form (``_question_term``)."""
    maths_normalised: str
    """The maths spans, delimiters kept, joined by spaces and normalised with names kept
    (``_restates_question_product``)."""
    relation_tokens: tuple[tuple[str, ...], ...]
    """The TeX tokens of each link of each maths span (split at ``LINK_RE``), in order
    (``_substitutes_into_question``)."""
    function_arguments: frozenset[str]
    """The arguments of the named functions the maths writes (``_question_function_arguments``;
    ``_restates_question_argument``)."""
    fraction_parts: frozenset[str]
    """The numerators and denominators of the fractions the maths writes (``_question_fraction_parts``;
    ``_restates_question_fraction_part``)."""
    variables: frozenset[str]
    """The one-letter variables of the maths spans (``_math_variables``; ``_assumes_question_premise``,
    ``_states_general_formula``, ``formula_role``)."""
    given_numbers: frozenset[float]
    """Every number the question states as data (``_given_numbers``; NC, KE and VI leave these alone,
    ``_restates_worded_condition``)."""
    given_values: frozenset[float]
    """The numbers it gives as values, not as coefficients of its formulas (``_given_values``; QU edits these)."""
    constants: frozenset[float]
    """Values of well-known constants it states (``_question_constants``; QU leaves these alone)."""
    content_words: frozenset[str]
    """Its content words (``_content_words``; ``_restates_question_clause``)."""
    loose: str
    """The whole question, maths and plain text alike, through ``_loose_maths`` (``_restated_math``)."""
    stem_loose: str
    """The question without its option lines, through ``_loose_maths`` (``_restates_question_side_loosely``)."""


@functools.lru_cache(maxsize=256)
def question_views(question: str) -> QuestionViews:
    """The ``QuestionViews`` of ``question`` (cached: a process's steps share their question)."""
    spans = [m.group(0) for m in MATH_RE.finditer(question)]
    return QuestionViews(
        unspaced=re.sub(r"\s+", "", question),
        normalised=_normalised_expression(question, rename=False),
        renamed=_normalised_expression(question),
        expressions=frozenset(_question_expressions(question)),
        maths_canonical_spans=" ".join(_canonical_tex(_math_body(span)) for span in spans),
        maths_canonical=_canonical_tex("".join(spans)),
        maths_normalised=_normalised_expression(" ".join(spans), rename=False),
        relation_tokens=tuple(
            tuple(TEX_TOKEN_RE.findall(_canonical_tex(relation)))
            for span in spans
            for relation in LINK_RE.split(_math_body(span))
        ),
        function_arguments=frozenset(_question_function_arguments(question)),
        fraction_parts=frozenset(_question_fraction_parts(question)),
        variables=frozenset(_math_variables(question)),
        given_numbers=frozenset(_given_numbers(question)),
        given_values=frozenset(_given_values(question)),
        constants=frozenset(_question_constants(question)),
        content_words=frozenset(_content_words(question)),
        loose=_loose_maths(question),
        stem_loose=_loose_maths(_without_option_lines(question)),
    )


# ---- numbers --------------------------------------------------------------------------------------------


def evaluate_arithmetic(expression: str) -> float:
    """Evaluate numbers with + - * / ^ (and LaTeX \\times, \\cdot, \\div) safely; raises ValueError otherwise."""
    text = re.sub(r"(?<=\d),(?=\d{3})", "", expression)
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
            return float(_AST_OPERATORS[type(node.op)](left, right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            value = walk(node.operand)
            return -value if isinstance(node.op, ast.USub) else value
        raise ValueError(f"not an arithmetic expression: {expression!r}")

    try:
        return walk(tree)
    except ZeroDivisionError as exc:
        raise ValueError("division by zero") from exc


def _value(written: str) -> float:
    return float(written.replace(",", ""))


def _decimals(number: str) -> int:
    return len(number.split(".")[1]) if "." in number else 0


def _matches(value: float, written: str) -> bool:
    """Does ``written`` state ``value`` to the precision it is written with?"""
    return math.isclose(value, _value(written), rel_tol=1e-9, abs_tol=0.5 * 10 ** -_decimals(written) + 1e-12)


def _format_like(value: float, written: str, *, commas: bool = False) -> str:
    """``value`` with the decimals and thousands separators of ``written`` (or ``commas``: the text uses them)."""
    places = _decimals(written)
    return f"{value:,.{places}f}" if "," in written or commas else f"{value:.{places}f}"


def _tolerance(true: float, written: str, *, exact: bool) -> float:
    """How far a wrong value must be from the true one so that no reader takes it for rounding."""
    unit = 10.0 ** -_decimals(written)
    if exact and _decimals(written) == 0:
        return max(1.0, 0.01 * abs(true))
    return max((3 if exact else 5) * unit, (0.02 if exact else 0.05) * abs(true))


def wrong_values(
    written: str,
    true: float,
    rng: np.random.Generator,
    *,
    exact: bool = True,
    min_relative: float = 0.0,
    permute: bool = True,
) -> list[str]:
    """Plausible wrong values for a number written as ``written`` whose true value is ``true``: a swap of
    the last two different digits first (the commonest slip; not with ``permute=False``), then shifts and
    scalings in a seeded order; each is formatted like the original and lies outside ``_tolerance`` (and at
    least ``min_relative`` of the true value away)."""
    value, places = _value(written), _decimals(written)
    unit = 10**-places
    options: list[float] = []
    digits = re.sub(r"\D", "", written)
    for i in range(len(digits) - 1, 0, -1) if permute else ():
        if digits[i] != digits[i - 1] and not (i == 1 and "0" in digits[:2]):  # "0.3" → "3.0" is a factor of 10
            swapped = digits[: i - 1] + digits[i] + digits[i - 1] + digits[i + 1 :]
            if swapped[0] != "0" or len(swapped) - places <= 1:
                options.append(int(swapped) * unit)
            break
    shifts = [value + k * unit for k in (3, -3, 5, -5, 10, -10)] + [
        value * 2,
        value / 2,
        value * 1.5,
        value + 10 ** math.floor(math.log10(abs(value))) if value else value + 1,
    ]
    options += [shifts[i] for i in rng.permutation(len(shifts)).tolist()]
    results: list[str] = []
    tolerance = max(_tolerance(true, written, exact=exact), min_relative * abs(true))
    for option in options:
        if option < 0 <= value:
            continue
        text = _format_like(option, written)
        if text != written and text not in results and abs(_value(text) - true) >= tolerance:
            results.append(text)
    return results


# ---- where in the step ----------------------------------------------------------------------------------


def _sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence; maths spans never split."""
    masked = MATH_RE.sub(lambda m: "M" * len(m.group(0)), text)
    bounds, start = [], 0
    for match in SENTENCE_END_RE.finditer(masked):
        bounds.append((start, match.start()))
        start = match.end()
    bounds.append((start, len(text)))
    return [(a, b) for a, b in bounds if text[a:b].strip()]


def _sentence_at(text: str, position: int) -> str:
    return next((text[a:b] for a, b in _sentences(text) if a <= position < b), text)


def _bare_heading(line: str) -> str:
    """A heading without its markdown and step number: "### Step 3: Solve f = g" → "Solve f = g"."""
    return re.sub(r"^[#*\s]*(?:step\s*\d+\s*[:.)]?\s*)?", "", line, flags=re.IGNORECASE)


def _step_heading(text: str) -> str:
    """The step's first line when it is a markdown heading or a bold lead ("### Step 3: Solve f = g"), else ""."""
    first = text.lstrip().split("\n", 1)[0]
    return first if first.startswith(("#", "**")) else ""


def _lead_at(text: str, position: int) -> str:
    """The sentence or heading just before the one holding ``position``, when that one is little more than
    maths (a display under "Apply the Pythagorean theorem"); "" otherwise."""
    bounds = _sentences(text)
    index = next((i for i, (a, b) in enumerate(bounds) if a <= position < b), None)
    if not index:
        return ""
    words = re.findall(r"[A-Za-z]{2,}", MATH_RE.sub(" ", text[slice(*bounds[index])]))
    return text[slice(*bounds[index - 1])] if len(words) < 4 else ""


def _lead_from_earlier_step(text: str, position: int, context: InjectionContext) -> str:
    """The last sentence of the step before, when it introduces this step's opening maths with a colon (round 45: a
    step that is only "\\[ \\text{Efficiency} = 1 - \\frac{T_c}{T_h} \\]", under "... the Carnot efficiency formula,
    which is given by:", states that formula; a sign flipped there was read KE by both readers, not SC); "" otherwise."""
    if text[:position].strip() or not context.earlier.rstrip().endswith(":"):
        return ""
    earlier = context.earlier.rstrip()
    bounds = _sentences(earlier)
    return earlier[bounds[-1][0] :] if bounds else earlier


def _inside_math(text: str, position: int) -> bool:
    return any(m.start() <= position < m.end() for m in MATH_RE.finditer(text))


# A bracketed group with no bracket inside ("(3, 2)", "[0, 1]"): its comma lists coordinates, it closes no clause.
BRACKETED_GROUP_RE = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def _clause_masked(text: str) -> str:
    """``text`` with maths spans and bracketed groups blanked (same length), so a comma found in it ends a clause."""
    masked = MATH_RE.sub(lambda m: "M" * len(m.group(0)), text)
    return BRACKETED_GROUP_RE.sub(lambda m: "M" * len(m.group(0)), masked)


def _leading_premise_end(sentence: str) -> int:
    """Where a leading "Since/Because/As/Given that ..." clause of ``sentence`` ends (its closing comma, outside
    brackets); 0 when the sentence opens with no such clause."""
    lead = re.match(r"\s*(?:since|because|as|given\s+that)\b[^,]{3,}?,", _clause_masked(sentence), re.IGNORECASE)
    return lead.end() if lead else 0


# A concessive clause the rest of the sentence then denies as a general claim ("While many processes increase the
# entropy, it is not always true", "Although X, this is not necessarily the case").
DENIED_CONCESSION_RE = re.compile(
    r"\b(?:while|whilst|although|though|even\s+if)\b[^,;]*(?=[,;]\s*(?:but\s+)?[^,;.]{0,40}?"
    r"(?:\bnot|n['’]t)\s+(?:always|necessarily|universally|(?:generally\s+)?true|the\s+case)\b)",
    re.IGNORECASE,
)


def _in_concession(sentence: str, at: int) -> bool:
    """Does ``at`` fall inside a concessive clause that the sentence then denies as a general claim? The clause
    grants a point only to argue against it: reversing its direction word breaks the argument (RE) rather than
    stating a false law. Round 23: "While many spontaneous processes increase the entropy of the system, it is not
    always true" → "decrease" was recorded KE and read RE twice; a concession the sentence keeps ("While mammals
    have mechanisms to increase their metabolic rate (...), it is not a constant value") states a fact, read KE."""
    return any(m.start() <= at < m.end() for m in DENIED_CONCESSION_RE.finditer(_clause_masked(sentence)))


def _in_option_statement(text: str, at: int) -> bool:
    """Does ``at`` fall inside what an answer option says ("Choice D states that ...") or inside quoted text?
    Round 23: "Choice D states that adding more S will change the equilibrium constant" → "adding less S" was
    recorded KE and read QU twice: the option's words are the question's, so only a QU edit may touch them."""
    spans = [*((m.start(), m.end()) for m in OPTION_STATEMENT_RE.finditer(text)), *quoted_spans(text)]
    return any(start <= at < end for start, end in spans)


def _consequence_start(sentence: str) -> int | None:
    """Where the conclusion of an inference starts: after "so/therefore/thus/hence", or after the comma
    closing a leading "Since/Because ..." clause. None when the sentence draws no conclusion."""
    masked = MATH_RE.sub(lambda m: "M" * len(m.group(0)), sentence)
    lead = re.match(r"\s*(?:since|because|as)\b[^,]{3,}?,", masked, re.IGNORECASE)
    if lead:
        return lead.end()
    marker = re.search(
        r"\b(?:so|therefore|thus|hence|consequently|it follows that|which means( that)?|"
        r"this means( that)?|we conclude( that)?)\b",
        masked,
        re.IGNORECASE,
    )
    if marker and not re.match(r"\s+(?:that|far|on)\b", masked[marker.end() :]):
        return marker.end()
    return None


def _reads_figure(sentence: str, context: InjectionContext) -> bool:
    return context.has_images and bool(FIGURE_RE.search(sentence))


def _without_option_lines(question: str) -> str:
    """The question with its answer options removed where it lists three or more, one a line ("E: 800,000 + 650 D"):
    an option is a candidate answer, not data the question gives (round 41) nor an expression it sets (round 49)."""
    if len(QUESTION_OPTION_RE.findall(question)) >= 3:
        return QUESTION_OPTION_RE.sub(" ", question)
    return question


def _given_numbers(question: str) -> set[float]:
    """Numbers the question states as data (not image tags, not the values of its answer options, not a
    digit that is part of a name: the 2 of "H2", the 1 of "T1"; round 4 took H2's 2 for a given)."""
    question = OPTION_TEXT_RE.sub(" ", IMAGE_TAG_RE.sub(" ", _without_option_lines(question)))
    # after a comma only when no digit precedes it: "\\ldots,100" lists 100, "1,000" holds no 000 (round 41)
    return {_value(m.group(0)) for m in re.finditer(rf"(?<![A-Za-z_\d.])(?<!\d,)(?:{NUMBER})", question)}


def _given_values(question: str) -> set[float]:
    """The numbers the question gives as VALUES: in prose, in a maths span without a variable ("$47$", "$\\sqrt{53}$"),
    or as a side "= value" of a relation. A coefficient or constant inside an expression ("$x^2-7x+6<0$") is part
    of the question's formula, not a value a step restates: round 11, "between 1 and 6" (the roots) → "1 and 12"
    was read RE by both graders, not a misread question."""

    def values_only(span: re.Match[str]) -> str:
        inner = span.group(0)
        symbols = re.sub(r"\\[a-zA-Z]+", " ", inner)
        if not VARIABLE_IN_MATH_RE.search(symbols) or re.search(r"[A-Za-z]{3,}\s+[A-Za-z]{2,}", symbols):
            return inner  # numbers only ("$\\sqrt{53}$", "$312^\\circ$"), or prose between two prices ("$4.50 and a")
        return " ".join(
            m.group(1) for m in re.finditer(rf"=\s*({NUMBER})\s*(?=$|[,;$)]|\.(?!\d)|\\[)\]]|\\text)", inner)
        )

    return _given_numbers(MATH_RE.sub(values_only, question))


TEX_ARGUMENT = r"(\{(?:[^{}]|\{[^{}]*\})*\}|\\[A-Za-z]+|[A-Za-z0-9])"
FRACTION_RE = re.compile(rf"\\frac\s*{TEX_ARGUMENT}\s*{TEX_ARGUMENT}")


def _canonical_tex(text: str) -> str:
    """Maths in one TeX spelling, so that the question's "$\\frac{x}4 + \\frac{y}{12} = 1$" and a step's
    "\\(\\dfrac{x}{4}+\\frac{y}{12}=1\\)" compare equal: \\dfrac/\\tfrac as \\frac with braced arguments, one-character
    powers and subscripts braced, \\cdot/\\times/×/· as "*", \\left/\\right and spaces dropped. (Delimiters are
    left to the caller.)"""
    bare = re.sub(r"\\[dt]frac(?![a-zA-Z])", r"\\frac", text)

    def braced(argument: str) -> str:
        return argument if argument.startswith("{") else "{" + argument + "}"

    bare = FRACTION_RE.sub(lambda m: "\\frac" + braced(m.group(1)) + braced(m.group(2)), bare)
    bare = re.sub(r"([\^_])\s*([A-Za-z0-9])", r"\1{\2}", bare)
    bare = re.sub(r"\\(?:cdot|times)(?![a-zA-Z])|[×·]", "*", bare)
    return re.sub(r"\s+|\\left(?![a-zA-Z])|\\right(?![a-zA-Z])", "", bare)


def _math_body(span: str) -> str:
    """The maths inside a span (or a side of one): its $…$, \\(…\\) or \\[…\\] delimiters and the spaces around
    them removed."""
    inner = span.strip().strip("$").strip()
    return re.sub(r"^\\[(\[]|\\[)\]]$", "", inner).strip()


def _long_loose_copy(loose: str, question_loose: str) -> bool:
    """Is ``loose`` (maths through ``_loose_maths``) long enough to be the question's own, with a letter in it, and found in
    ``question_loose``? Eight characters at least: a shorter piece ("x-1") is too common to say the step copies it."""
    return len(loose) >= 8 and bool(re.search(r"[A-Za-z]", loose)) and loose in question_loose


def _restated_math(span: str, context: InjectionContext) -> bool:
    """A maths span copied from the question (the problem's own data or formula)."""
    inner = _canonical_tex(_math_body(span))
    views = context.views
    if len(inner) >= 3 and (inner in views.unspaced or inner in views.maths_canonical_spans):
        return True
    # round 46: the question's formula copied whole in another spelling ("\\frac{3}{2} h f(t_{i+1}, y_{i+1})" for
    # "3/2 * hf(t_{i+1},y_{i+1})", "\\sin(0.020\\pi x + 4.0\\pi t)" for "sin(.020\\pix + 4.0\\pit)"): a sign flipped
    # there was read QU by both readers in seven pairs, not SC. Only a copy long enough to be the question's own.
    loose = _loose_maths(_math_body(span))
    if _long_loose_copy(loose, views.loose):
        return True
    # round 51: "Given the equations: \\[ \\frac{a^2}{b} = 1 \\]" for the question's "$a^2/b = 1, b^2/c = 2$": a whole
    # relation of the question, shorter than that floor; a power changed there was read QU by both readers (three times).
    # The loose form has no spaces, so a word may run into the relation: only digits and operators bound it
    relation = re.fullmatch(r"[^=]*[A-Za-z][^=]*[-+/^][^=]*=[^=]+", loose)
    return bool(relation) and re.search(rf"(?<![\d.^/_]){re.escape(loose)}(?!\d|\.\d)", views.stem_loose) is not None


# A sentence that restates the problem or what it asks, led by the solver's report of the task: "So I have this
# problem about ...", "We need the number of ordered triples with ...", "We are given ...", "The problem asks ...".
# Round 17: a sign flip or negation there ("and there are not three specific people", "$a + b - c = 12$") misstates
# the question (both graders QU), it is no slip in the step's own reasoning. A need for maths ("We need $x > 2$")
# is a derived condition, not a restatement, so the object must be words.
PROBLEM_RESTATEMENT_RE = re.compile(
    r"^[\s#*>\-]*(?:(?:so|okay|ok|alright|well|first|now|hmm|right)\b[\s,]*)*(?:"
    r"(?:I|we)\s+(?:have|have got|am given|are given|got)\s+(?:this|a|an|the\s+following)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:problem|question|equation|exercise|task|puzzle)\b|"
    r"(?:I|we)\s+(?:am|are|'re|'m)\s+(?:given|asked|told)\b|"
    r"(?:I|we)\s+(?:need|want|must|are asked|am asked)\s+(?:to\s+(?:find|count|compute|determine|calculate|work out)|"
    r"(?:the|all)\s+(?:number|value|values|probability|sum|product|area|length|total|smallest|largest|least|greatest|"
    r"maximum|minimum|ordered|possible))\b|"
    r"the\s+(?:problem|question|task)\s+(?:says|asks|gives|states|tells|wants)\b)",
    re.IGNORECASE,
)


def _problem_restatement_end(sentence: str) -> int:
    """Where the part of ``sentence`` that restates the problem (see PROBLEM_RESTATEMENT_RE) ends: at the conclusion
    the sentence then draws ("I need the common elements, so I can use a Venn diagram": the step's own inference,
    read RE in round 2), else at its end; 0 when the sentence restates nothing."""
    match = PROBLEM_RESTATEMENT_RE.search(sentence)
    if match is None:
        return 0
    cut = _consequence_start(sentence)
    return cut if cut is not None and cut > match.end() else len(sentence)


def _no_double_negative(sentence: str) -> bool:
    return not NEGATION_RE.search(MATH_RE.sub(" ", sentence))


def _candidate(
    text: str, start: int, end: int, new: str, error_type: ErrorType, rule: str, explanation: str, **details: Any
) -> Candidate:
    return Candidate(
        text[:start] + new + text[end:],
        rule,
        {
            "error_type": error_type.value,
            "rule": rule,
            "explanation": explanation,
            "at": start,
            "old": text[start:end],
            "new": new,
            **details,
        },
    )


def _shuffled(items: list[Candidate], rng: np.random.Generator) -> list[Candidate]:
    return [items[i] for i in rng.permutation(len(items)).tolist()]


def _recompute(text: str, replace: Callable[[str], str]) -> tuple[str, list[dict[str, str]]] | None:
    """Apply ``replace`` to every arithmetic left side and restate each result it changes, keeping the
    original's precision: the step stays arithmetically consistent, so the only fault is the replaced
    input. None when an affected result was not right in the first place or cannot be recomputed."""
    pieces, last, changed = [], 0, []
    for match in ARITHMETIC_RE.finditer(text):
        lhs = match.group("lhs")
        new_lhs = replace(lhs)
        if new_lhs == lhs:
            continue
        try:
            old_value, new_value = evaluate_arithmetic(lhs), evaluate_arithmetic(new_lhs)
        except ValueError:
            return None
        rhs = match.group("rhs")
        if not _matches(old_value, rhs) and match.group("rel") == "=":
            return None
        if re.match(r"\s*(?:=|≈|\\approx)", text[match.end("rhs") :]):
            return None  # "81 - 171 + 99 = 9 = 3^2": what the result is equated to next cannot be restated
        new_rhs = _format_like(new_value, rhs, commas=bool(re.search(r"\d,\d{3}", text)))
        exact = math.isclose(old_value, _value(rhs), rel_tol=1e-12, abs_tol=1e-12)
        if (
            exact and not math.isclose(new_value, _value(new_rhs), rel_tol=1e-9, abs_tol=1e-12)
        ) or new_value * old_value < 0:
            return None  # "21/2 = 10" would be a calculation error too; a count turned negative reads as nonsense
        pieces += [text[last : match.start("lhs")], new_lhs, text[match.end("lhs") : match.start("rhs")], new_rhs]
        last = match.end("rhs")
        changed.append({"expression": new_lhs, "result": new_rhs})
    pieces.append(text[last:])
    return "".join(pieces), changed


# ---- NC -------------------------------------------------------------------------------------------------


def numerical_error(text: str, rng: np.random.Generator, context: InjectionContext | None = None) -> list[Candidate]:
    """NC: wrong results of arithmetic that the original states correctly (verified by evaluation);
    the wrong value lies outside the step's own rounding. A result equal to a given is left alone."""
    context = context or InjectionContext()
    givens = context.views.given_numbers
    results = []
    for match in ARITHMETIC_RE.finditer(text):
        lhs, rhs = match.group("lhs"), match.group("rhs")
        try:
            value = evaluate_arithmetic(lhs)
        except ValueError:
            continue
        if not _matches(value, rhs) or _value(rhs) in givens:
            continue  # not checkable, not right, or problem data: do not build on it
        if bool(VARIABLE_TERM_AFTER_RE.match(text, match.end("rhs"))) != bool(
            VARIABLE_TERM_BEFORE_RE.search(text[: match.start("lhs")])
        ):
            # round 46: in "1/2 = 1/1.5 + 1/q" the "1" opens an expression in q, no result of 1/2 (edited, it was read
            # as a wrong substitution); round 58: in "3x^2 - 12x + 12 - 12 = 0" the numbers close an expression in x,
            # and a wrong "= 3" was read SC by both readers. "x + 125 + 250 = 375 + x" carries the variable on both
            # sides and stays
            continue
        exact = match.group("rel") == "=" and math.isclose(value, _value(rhs), rel_tol=1e-12, abs_tol=1e-12)
        for wrong in wrong_values(rhs, value, rng, exact=exact)[:2]:
            results.append(
                _candidate(
                    text,
                    *match.span("rhs"),
                    wrong,
                    ErrorType.NC,
                    "wrong_result",
                    f"{lhs} evaluates to {value:g}, but the step now states {wrong}",
                    expression=lhs,
                    stated=rhs,
                    injected=wrong,
                    evaluates_to=round(value, 10),
                    exact=exact,
                )
            )
    return results


# ---- SC -------------------------------------------------------------------------------------------------


#: A word or unit written in text inside maths ("\\text{Effective f-number}", "34 \\text{ L}").
MATH_TEXT_GROUP_RE = re.compile(r"\\(?:text|mathrm|operatorname)\s*\{[^{}]*\}")
#: Such a group, or a degree unit after a number ("327°C"): no variable.
MATH_TEXT_UNIT_RE = re.compile(MATH_TEXT_GROUP_RE.pattern + r"|(?<=\d)\s*°\s*[CFK]?(?![A-Za-z])")


def _term_has_variable(text: str, *, forward: bool) -> bool:
    """Does the term next to a sign (up to the next + - =, a list's comma or colon, or the span's end) contain a
    variable? Round 43: in "360°C - 327°C", "34 \\text{ L} + 0.18 \\text{ L}" and the tuple "y_i - \\bar{y}: (2 - 3.5,
    ...)" the sign stands between plain numbers (a flip there was read NC by both readers, not SC)."""
    parts = re.split(r"[-+=,;:]", re.sub(r"\\[,;:! ]", " ", MATH_TEXT_UNIT_RE.sub(" ", text)))  # "\\," is a space
    term = parts[0] if forward else parts[-1]
    return bool(VARIABLE_IN_MATH_RE.search(term))


def _inside_text_group(span: str, at: int) -> bool:
    """Whether position ``at`` of a maths span lies inside a \\text{...} group ("\\text{Effective f-number}")."""
    return any(m.start() <= at < m.end() for m in MATH_TEXT_GROUP_RE.finditer(span))


def _brace_group_end(text: str, opening: int) -> int:
    """The position just past the "}" that closes the "{" at ``opening`` (the end of ``text`` if none does)."""
    depth = 0
    for end in range(opening, len(text)):
        depth += {"{": 1, "}": -1}.get(text[end], 0)
        if depth == 0:
            return end + 1
    return len(text)


def _inside_subscript(span: str, at: int) -> bool:
    """Whether position ``at`` of a maths span lies inside a braced subscript ("P_{\\theta+90}")."""
    return any(opening.end() <= at < _brace_group_end(span, opening.end() - 1) for opening in re.finditer(r"_\{", span))


# "where k is an integer", "k ∈ Z", "for any integer n": the step describes a whole family of solutions
INTEGER_PARAMETER_RE = re.compile(
    r"\b[kmn]\s*(?:is|are)\s+(?:an?\s+|any\s+)?integers?\b|\b(?:any|every|all|some)\s+integers?\b"
    r"|\b[kmn]\s*(?:\\in|∈)\s*(?:\\mathbb\{Z\}|\\Z\b|ℤ|Z\b)"
)
# a term that is an integer multiple of a period: "2kπ", "k\pi", "n \cdot 180^\circ", "360°k", "k·360°"
INTEGER_MULTIPLE_RE = re.compile(
    r"^\s*\(?\s*\d*\s*(?:[kmn]\s*(?:\\cdot|·)?\s*(?:\\pi|π|\d+\s*(?:\^\s*\{?\\circ\}?|°))"
    r"|(?:\\pi|π|\d+\s*(?:\^\s*\{?\\circ\}?|°))\s*(?:\\cdot|·)?\s*[kmn]\b)"
)


def _top_level(span: str, at: int) -> bool:
    """Whether position ``at`` of a maths span lies outside every bracket and brace (a term of the whole expression)."""
    before = span[:at]
    return sum(before.count(o) - before.count(c) for o, c in ("()", "{}", "[]")) <= 0


def _is_integer_multiple(term: str) -> bool:
    """Whether the term after a sign is an integer multiple of a period ("2k\\pi", "360°k"), whose sign is free."""
    return bool(INTEGER_MULTIPLE_RE.search(term))


def _is_unit_power(before: str) -> bool:
    """Whether the exponent belongs to a unit ("m/s^2", "10 cm^3"), not to algebra."""
    text_unit = re.search(r"\\(?:text|mathrm)\{\s*([^{}]+?)\s*\}$", before)
    if text_unit is not None:
        # "32 \text{ cm}^2", and a compound unit: "\text{ ft/s}^2" (round 45: "ft/s^2" → "ft/s^3" was an injected
        # error), "\mathrm{~kJ~mol}^{-1}" ("~" is a space in LaTeX)
        pieces = [piece for piece in re.split(r"[\s~/·*.]+|\\cdot", text_unit.group(1)) if piece]
        return bool(pieces) and all(piece in unit_table() for piece in pieces)
    base = re.search(r"([A-Za-zμΩ°]+)$", before)
    if base is None:
        return False
    return base.group(1) in unit_table() and bool(
        re.search(r"(?:\d\s*|/|\\,|\\ )" + re.escape(base.group(1)) + "$", before)
    )


GREEK_LETTER_RE = re.compile(
    r"\\(?:alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|kappa|lambda|mu|nu|xi|rho|sigma|tau|"
    r"phi|varphi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Sigma|Phi|Psi|Omega)(?![a-zA-Z])"
)


def _letters_only(part: str) -> bool:
    """A relation between symbols with no data in it: after dropping commands, subscripts and exponents,
    a letter and no digit other than a small constant 1, 2 or 4 ("a_1 + (n-1)d", "2k - y")."""
    # a Greek letter is a symbol ("\\Psi = \\Psi_s + \\Psi_p"); "\\tfrac12" is the constant ½, not data
    bare = GREEK_LETTER_RE.sub("g", re.sub(r"\\[dt]?frac\s*\d\s*\d(?!\d)", " ", part))
    bare = re.sub(r"\\text\{[^{}]*\}|\\[a-zA-Z]+|[_^](?:\{[^{}]*\}|\w)", " ", bare)
    return bool(re.search(r"[a-zA-Z]", bare)) and not re.search(r"\d\d|\d\.\d|[035-9]", bare)


# Standard relations a solution restates rather than derives (round 2: a wrong sign or power in them is KE):
# Hardy–Weinberg, the chi-square statistic, how an area or volume scales with a length.
# Round 5: an angle sum ("\\angle A + \\angle B + \\angle C = 180^\\circ") is a standard fact; a sign flip there was read KE.
# Round 10: a polygon's angle sum "(n-2) × 180°" (then "= 6 × 180°") was read KE for a flipped sign, like a triangle's.
STANDARD_SPAN_RE = re.compile(
    r"2\s*pq|\(\s*O\s*-\s*E\s*\)|\\chi|"
    r"(?:\\(?:m?angle|measuredangle)|∠)[^=]*[-+][^=]*=\s*(?:180|360|90)\s*(?:\^\s*\{?\\circ\}?|°|\\degree)|"
    r"\(\s*[a-z]\s*-\s*2\s*\)\s*(?:\\times|\\cdot|×|·)?\s*180\s*(?:\^\s*\{?\\circ\}?|°|\\degree)"
)
# A quantity named in words: "\\text{Standard Error}", "T_{Celsius}", "E_{\\text{ionization}}" (three letters at least).
WORD_NAMED_QUANTITY_RE = re.compile(
    r"\\(?:text|mathrm)\{\s*[A-Za-z][A-Za-z' -]{2,}\}|[A-Za-z]_\{\s*(?:\\(?:text|mathrm)\{\s*)?[A-Za-z]{3,}\s*\}?\s*\}"
)
# the sentence names the quantity a formula gives ("The volume of a sphere is", "The n-th term is") or the
# theorem it applies ("use the Pythagorean theorem to write:") right before the maths
NAMED_QUANTITY_RE = re.compile(
    r"\b(?:the\s+)?(?:volume|(?:surface\s+)?area|perimeter|circumference|(?:n|k)-?th\s+term|general\s+term|"
    r"sum\s+of\s+(?:the\s+)?(?:first|an?\s+(?:arithmetic|geometric))\b[^$]*?)"
    r"(?:\s+of\s+[^$.;]*?)?\s+(?:is|are|equals|will be)\s*:?\s*$"
    r"|\b(?:[A-Z][\w']*\s+)?(?:theorem|law)\b[^$.;]*?\b(?:write|get|have|gives?|states?)\s*:?\s*$",
)
STANDARD_SENTENCE_RE = re.compile(
    r"\b(?:scales? (?:as|with)|proportional to|Hardy|recessive (?:phenotype|allele|genotype)|chi-square)\b",
    re.IGNORECASE,
)


def _normalised_expression(text: str, *, rename: bool = True) -> str:
    """An expression with spacing and font commands dropped and (with ``rename``) the names of
    single-letter variables too, so that "7a-12" matches the question's "7n-12" and
    "(2 \\mathbf{b} - \\mathbf{a})" matches itself."""
    bare = re.sub(r"\\(?:mathbf|mathrm|vec|boldsymbol)\{([^{}]*)\}", r"\1", text).replace("−", "-")  # round 41: U+2212
    bare = _canonical_tex(bare)  # "c*a^b - d" restates "c \\cdot a^b - d", "\\frac{x}{4}" restates "\\frac{x}4"
    bare = re.sub(r"\s+|\\[,;!]|\\(?:begin|end)\{[^{}]*\}|\\n(?![A-Za-z])", "", bare)
    return re.sub(r"(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])", "v", bare) if rename else bare


def _restates_question_expression(span: str, at: int, context: InjectionContext) -> str | None:
    """Does the side of the equation holding position ``at`` of ``span`` restate an expression of the
    question: "exact" (an edit there miscopies the question: QU, not SC), "renamed" (the same up to the
    variable's name, "7a-12" for "7n-12": round-2 graders split between SC and QU, so no edit is made)
    or None. A single term of the question's expression restated in an identity ("Since $2^{x+1} = 2 \\cdot
    2^x$") is not a copy of the question: round-4 graders read an edit there as an algebra slip (SC)."""
    if not context.question:
        return None
    views = context.views
    inner_start = 0
    sides = []
    for piece in re.split(r"(=|\\approx|≈|&|\\\\)", span):
        sides.append((inner_start, piece))
        inner_start += len(piece)
    side = next((piece for start, piece in sides if start <= at < start + len(piece)), "")
    side = _math_body(side).strip(" .,")
    if len(_normalised_expression(side)) < 4:
        # round 7: the divisor "$x + 2$" of the question restated in "set $x - a = x + 2$" is short, but it is a
        # whole expression of the question: a flipped sign there miscopies the question (graders QU, not SC)
        short = _normalised_expression(side, rename=False)
        whole = re.search(r"[-+]", short) and short in views.expressions
        return "exact" if whole else None
    if _normalised_expression(side, rename=False) in views.normalised:
        expressions = views.expressions
        return "exact" if not expressions or _normalised_expression(side, rename=False) in expressions else None
    if _normalised_expression(side) in views.renamed:
        return "renamed"
    # round 12: "put $u = \\cos x$, then the equation becomes $2u^2 - 3u + 1 = 0$" restates the question's
    # "$2\\cos^2 x - 3\\cos x + 1 = 0$" in a new variable: a sign or power edit there was read SC and QU
    skeleton = _skeleton(side)
    # two coefficients at least (not powers): "xy + xz + yz" for "xy + yz + zx" is a rewrite the graders read SC
    if re.search(r"[-+]", skeleton) and len(re.findall(r"(?<![\d.^])\d", skeleton)) >= 2:
        if any(_skeleton(expression) == skeleton for expression in views.expressions):
            return "renamed"
    return None


def _skeleton(expression: str) -> str:
    """The numbers, operators, brackets and relation signs of an expression in order, every symbol and
    command dropped: "2u^2 - 3u + 1" and "2\\cos^2 x - 3\\cos x + 1" both give "2^2-3+1"."""
    bare = re.sub(r"\\[a-zA-Z]+", " ", re.sub(r"\^\{(\w)\}", r"^\1", _canonical_tex(expression)))
    return re.sub(r"[^\d.+\-*/^=<>(){}\[\]]", "", bare)


# The set-up of a physical law (forces along an axis, torques): round 3 graders read a wrong sign there as a
# misapplied law (KE), not an algebra slip.
LAW_SETUP_RE = re.compile(
    r"\b(?:Newton|torques?|net force|free[- ]body|equations? (?:of motion|for)|tensions?|"
    r"for (?:the|a|each|both) (?:\w+ )?(?:discs?|pulleys?|blocks?|mass(?:es)?|bod(?:y|ies)|objects?|carts?)|"
    r"heav(?:y|ier) side|light(?:er)? side|vertically|horizontally)\b",
    re.IGNORECASE,
)
# A torque or force balance written as maths ("(T_1 - T_2) r = I \\alpha", "\\sum F = ma").
# Round 5: the mass may be a number ("3g - T_1 = 3a", "= 2.5 \\cdot a").
LAW_SPAN_RE = re.compile(
    r"I\s*\\alpha|\\tau|\\sum\s*F|F_\{?\\?(?:text\{)?net|"
    r"=\s*\(?(?:m_?\{?\w*\}?|\d+(?:\.\d+)?)\)?\s*(?:\\cdot\s*|\\times\s*)?a\b"
)
LONE_POWER_RE = re.compile(r"[A-Za-z]\^\{?\d\}?")
MATRIX_RE = re.compile(r"\\begin\{[pbvBV]?matrix\}.*?\\end\{[pbvBV]?matrix\}", re.DOTALL)


QUESTION_RELATION_RE = re.compile(r"=|≈|\\approx|\\[lg]eq?(?![a-z])|[<>≤≥,;]|\\quad|\\text\{[^{}]*\}")


def _question_expressions(question: str) -> set[str]:
    """The whole expressions the question's maths writes: each maths span and each side of its relations
    (normalised, names kept). Empty when the question has no delimited maths."""
    expressions = set()
    for match in MATH_RE.finditer(question):
        inner = _math_body(match.group(0))
        for piece in [inner, *QUESTION_RELATION_RE.split(inner)]:
            norm = _normalised_expression(piece.strip(" .,"), rename=False)
            if norm:
                expressions.add(norm)
    return expressions


TEX_TOKEN_RE = re.compile(r"\\[A-Za-z]+|\d+(?:\.\d+)?|[A-Za-z]|\S")
# What links the relations of a chain: IMPLIES_RE's arrows plus spacing, alignment, line breaks and commas. Not built
# from IMPLIES_RE: its arrows end at "\b", these at any non-letter ("\implies_" ends an arrow here, not there).
LINK_RE = re.compile(r"\\(?:Rightarrow|implies|Longrightarrow|quad|qquad)(?![a-zA-Z])|⇒|&|\\\\|,")


def _substitutes_into_question(span: str, at: int, context: InjectionContext) -> bool:
    """Is the relation holding position ``at`` (one link of a chain "... \\implies ...") the question's own relation
    with numbers put for some of its variables ("\\frac{0}{4} + \\frac{y}{12} = 1" for the question's
    "\\frac{x}4 + \\frac{y}{12} = 1")? Its operators are the question's: a sign flipped there miscopies the
    question (round 17: read QU, or SC by one grader), it is no algebra slip."""
    start = 0
    for piece in LINK_RE.split(span):
        if start <= at < start + len(piece):
            break
        start += len(piece) + 1
    else:
        return False
    link = _math_body(span[start : start + len(piece)] if LINK_RE.search(span) else span)
    if not re.search(r"[=<>]|\\[lg]eq?(?![a-z])", link):
        return False
    tokens = tuple(TEX_TOKEN_RE.findall(_canonical_tex(link)))
    for question in context.views.relation_tokens:
        if len(question) != len(tokens) or question == tokens:
            continue
        pairs = [(q, t) for q, t in zip(question, tokens) if q != t]
        if all(re.fullmatch(r"[A-Za-z]", q) and re.fullmatch(r"\d+(?:\.\d+)?", t) for q, t in pairs):
            return True
    return False


def _restates_question_argument(span: str, at: int, context: InjectionContext) -> bool:
    """Is ``span`` a domain condition on the argument of a function the question writes, the argument compared
    with 0 ("$x - 2 > 0$" for the question's "$\\log_2 (x - 2)$"), with position ``at`` in the argument?
    Round 13: a sign edit there restates the question's argument wrongly (graders SC and QU), so it is no
    algebra slip. An equation derived from it ("$x+7 = 81$" after squaring "$\\sqrt{x+7} = 9$") is algebra:
    rounds 6 and 8 graders read a sign edit there SC."""
    if not context.question:
        return False
    inner = _math_body(span).rstrip(" .,")
    parts = re.split(r"(<|>|≤|≥|≠|\\(?:le|ge|leq|geq|neq|lt|gt)(?![a-zA-Z]))", inner)
    if len(parts) != 3 or _normalised_expression(parts[2], rename=False) != "0" or at >= span.find(parts[1]):
        return False
    argument = _normalised_expression(parts[0], rename=False)
    return bool(re.search(r"[-+]", argument[1:])) and argument in context.views.function_arguments


# The argument of a named function: "\\log_2 (x - 2)", "\\ln(x+1)", "\\sin^2 (x - 1)", "\\sqrt{x - 3}".
FUNCTION_ARGUMENT_RE = re.compile(
    r"\\?(?<![A-Za-z])(?:log|ln|lg|exp|a?r?c?(?:sin|cos|tan|cot|sec|csc)h?)(?:_\{?[\w.]+\}?)?(?:\^\{?[\w.]+\}?)?"
    r"\s*(?:\\left)?\(([^()]*?)(?:\\right)?\)|\\sqrt(?:\[\w+\])?\{([^{}]*)\}"
)


def _question_function_arguments(question: str) -> set[str]:
    """The arguments of the named functions the question's maths writes, normalised (names kept)."""
    return {
        _normalised_expression(argument.group(1) or argument.group(2), rename=False)
        for match in MATH_RE.finditer(question)
        for argument in FUNCTION_ARGUMENT_RE.finditer(match.group(0))
    }


def _restates_question_group(span: str, at: int, context: InjectionContext) -> bool:
    """Is position ``at`` of ``span`` inside a vector/matrix or the innermost {...} group (a numerator,
    an exponent) that the question itself writes? Round 3: "(+13, 3, 4)" for the question's vector and
    "\\frac{4-6a}{5}" for its "\\frac{4+6a}{5}" were read as a misread question (QU), not an algebra slip."""
    if not context.question:
        return False
    groups = [m.group(0) for m in MATRIX_RE.finditer(span) if m.start() <= at < m.end()]
    innermost = _smallest_group(span, at, opening="{", closing="}")
    if innermost is not None:
        groups.append(span[innermost[0] + 1 : innermost[1] - 1])
    return any(_signed_piece_of_question(_normalised_expression(g, rename=False), context, shortest=4) for g in groups)


def _signed_piece_of_question(norm: str, context: InjectionContext, *, shortest: int) -> bool:
    """Is ``norm`` (a normalised expression, names kept) a piece of the question's maths with a sign in it, ``shortest``
    characters long at least? (A piece without a sign, or a shorter one, is too common to say the step copies the
    question there.)"""
    return len(norm) >= shortest and bool(re.search(r"[-+]", norm)) and norm in context.views.normalised


def _sets_up_law(span: str, sentence: str, lead: str, context: InjectionContext) -> bool:
    """Does a physics step write a law for its own bodies here ("Newton's second law. Vertically, ...",
    "3g - T_1 = 3a")? A wrong sign there splits graders between KE and SC."""
    return (context.subject or "").lower() == "physics" and bool(
        LAW_SETUP_RE.search(sentence) or LAW_SETUP_RE.search(lead) or LAW_SPAN_RE.search(span)
    )


def _sets_up_question(span: str, context: InjectionContext) -> bool:
    """Does one side of an equation in ``span`` restate an expression of the question ("Let
    n^2 - 19n + 99 = k^2" for "n^2 - 19n + 99 is a perfect square")? The other side then states the
    question's condition: a changed power there misreads the question."""
    question = context.views.normalised
    # any side (split at every "=", not only top-level ones), five characters or more, sign or not: this is not
    # _signed_piece_of_question, which needs a sign and asks about the edited piece only
    sides = re.split(r"=|\\approx|≈", _math_body(span))
    return len(sides) > 1 and any(
        len(norm := _normalised_expression(side.strip(), rename=False)) >= 5 and norm in question for side in sides
    )


def _is_maths(subject: str | None) -> bool:
    """A maths problem (or one of unknown subject, as PRMBench's are)."""
    return subject is None or subject.strip().lower() in {"math", "maths", "mathematics"}


# What leads from a worded premise to the equation that restates it ("..., I know that $a_n = a_1 + 26$").
KNOWING_FRAME_RE = re.compile(
    r"\s*(?:(?:I|we)\s+(?:know|see|have|can write)|this (?:means|gives)|it follows)(?:\s+that)?\s*[:,]?\s*$",
    re.IGNORECASE,
)


def _encodes_worded_premise(sentence: str, span: str, at: int) -> bool:
    """Is the equation ``span`` (at position ``at`` of ``sentence``) the whole conclusion of an inference whose
    premise is words only ("Since the integers are consecutive, I know that $a_n = a_1 + 26$")? It writes
    the premise as an equation, so a wrong sign in it is as much a wrong inference as an algebra slip."""
    cut = _consequence_start(sentence)
    if cut is None or at < cut or "=" not in span:
        return False
    premise, frame = sentence[:cut], sentence[cut:at]
    return (
        len(re.findall(r"[A-Za-z]{2,}", premise)) >= 3
        and not MATH_RE.search(premise)
        and not re.search(r"\d", premise)
        and bool(KNOWING_FRAME_RE.match(frame))
    )


CONDITION_BEFORE_RE = re.compile(r"\b(?:if|given(?: that)?|suppose(?: that)?|assuming(?: that)?)\s*$", re.IGNORECASE)


def _assumes_question_premise(sentence: str, span: str, context: InjectionContext) -> bool:
    """Is the relation ``span`` the premise of a conditional ("If $x + y + z = 0$ then ...") in the question's own
    variables only? It restates what the question assumes (here said in words: "x, y and z sum to 0"); round 10:
    a sign flipped there was read QU by both graders (the premise misstated), not SC: no edit."""
    at = sentence.find(span)
    if at < 0 or not CONDITION_BEFORE_RE.search(sentence[:at]) or not re.search(r"=|<|>|\\[lg]eq?\b", span):
        return False
    asked = context.views.variables
    own = _variables_in(span)
    return bool(own) and own <= asked


def _relation_sides(inner: str) -> list[str]:
    """The sides of a chain of relations, split at top-level "=", "≈" and "\\approx" only (the "=" of a
    subscript such as "\\sum_{k=0}" stays inside its side)."""
    sides, depth, start = [], 0, 0
    for match in re.finditer(r"[{}]|=|≈|\\approx(?![a-zA-Z])", inner):
        token = match.group(0)
        if token in "{}":
            depth += 1 if token == "{" else -1
        elif depth == 0:
            sides.append(inner[start : match.start()])
            start = match.end()
    return [*sides, inner[start:]]


def _variables_in(maths: str) -> set[str]:
    """The one-letter variables of a piece of maths (the letters of its commands, "\\frac", "\\pi", dropped first)."""
    return set(VARIABLE_IN_MATH_RE.findall(re.sub(r"\\[a-zA-Z]+", " ", maths)))


def _math_variables(text: str) -> set[str]:
    """The one-letter variables written in the maths spans of ``text``."""
    return {v for m in MATH_RE.finditer(text) for v in _variables_in(m.group(0))}


def _substitutes_numbers(inner: str) -> bool:
    """Whether a formula has numbers put in for its symbols ("d^2 = 6^2 + 9^2"); powers, subscripts and a
    constant fraction ("\\frac{4}{3}\\pi r^3") are part of a formula's own shape."""
    shape = re.sub(r"[\^_]\s*(?:\{[^{}]*\}|\w)|\\[dt]?frac\s*\{\s*\w+\s*\}\s*\{\s*\w+\s*\}", " ", inner)
    return bool(re.search(r"\d", shape))


def _states_general_formula(left: str, before: str, context: InjectionContext | None) -> bool:
    """Is a symbols-only relation a general formula: introduced by "for a/any/every ..." or with a left side
    that is a function or sequence of general parameters ("\\sigma(p^k)", "f(n)", "S_n") none of which
    is a variable of the question's own maths?"""
    if GENERAL_INTRO_RE.search(before):
        return True
    left = left.strip()
    if not GENERAL_LEFT_RE.fullmatch(left):
        return False
    parameters = set(re.findall(r"(?<![a-zA-Z\\])[a-z](?![a-zA-Z])", re.sub(r"^\\?[A-Za-z]+", "", left)))
    question = context.views.variables if context is not None else frozenset()
    # x, y, z name a problem's unknowns, not the parameters of a general formula
    return bool(parameters) and not parameters & (question | {"x", "y", "z"})


def _numbers_only(side: str) -> bool:
    """A side of a relation with numbers and no symbol ("6 \\times 180°", "\\frac{1}{2}^2"): arithmetic."""
    bare = re.sub(r"\\text\{[^{}]*\}|\\[a-zA-Z]+", " ", side)
    return bool(re.search(r"\d", bare)) and not re.search(r"[a-zA-Z]", bare)


def _substitution_chain(parts: list[str]) -> bool:
    """A formula followed by its numbers and their value ("(n-2) \\times 180° = 6 \\times 180° = 1080°"): the first
    side states how the quantities relate in general, a middle side puts this problem's numbers in. Round 10: a sign
    flipped in the formula there was read KE by both graders (the formula misstated), not SC."""
    return len(parts) > 2 and bool(_variables_in(parts[0])) and any(_numbers_only(part) for part in parts[1:-1])


def _power_base(before: str) -> str:
    """The base of a power whose "^" follows ``before``: a bracketed group with what binds to it
    ("\\left(\\tfrac{1}{2}\\right)", "\\frac{1}{2}"), or the last symbol."""
    end = len(before)
    while end and before[end - 1] in ")}]":
        depth, at = 0, end - 1
        while at >= 0:
            depth += 1 if before[at] in ")}]" else -1 if before[at] in "({[" else 0
            if depth == 0:
                break
            at -= 1
        end = max(at, 0)
        binding = re.search(r"(?:\\(?:left|right|[dt]?frac|sqrt|big|Big)\s*)*$", before[:end])
        end -= len(binding.group(0)) if binding else 0
        if not before[:end].endswith(("}", ")", "]")):
            break
    decorated = re.search(r"\\?[A-Za-z]+\s*[_^]\s*$", before[:end])  # "x_{1}" is a symbol, not the number 1
    end = decorated.start() if decorated else end
    return before[end:] if end < len(before) else before[-1:]


# A normalisation: symbols that sum to one ("p + q = 1", "x_A + x_B = 1", "P(A) + P(B) = 1").
NORMALISATION_TERM = r"\s*(?:[A-Za-z](?:_\{?\w+\}?)?|P\s*\([^()]*\))\s*"
NORMALISATION_RE = re.compile(rf"{NORMALISATION_TERM}(?:\+{NORMALISATION_TERM})+=\s*(?:1|100\s*\\?%)\s*")


def _states_normalisation(span: str) -> bool:
    """Does the span state that some fractions, frequencies or probabilities sum to one? Round 49: a sign flipped in
    "Since $p + q = 1$" (allele frequencies) and in "$x_A + x_B = 1$" (mole fractions) was read KE by both readers: the
    step states a law of the subject there, it does no algebra."""
    return bool(NORMALISATION_RE.fullmatch(_math_body(span).rstrip(" .,")))


def formula_role(
    span: str,
    sentence: str,
    lead: str = "",
    subject: str | None = None,
    context: InjectionContext | None = None,
    heading: str = "",
) -> str | None:
    """What a sign or exponent edit inside the maths ``span`` would be: "standard" (a restated standard or
    named formula, so a wrong sign is KE), "algebra" (the solver's own algebra or a formula it derived: SC),
    or None when no edit may be made: a complex-number literal, or a formula followed in the same span by
    its numeric substitution (the edit would leave the arithmetic after it unchanged, and the step would
    contradict itself).

    ``lead`` is the sentence or heading before ``sentence`` ("Apply the Pythagorean theorem" above a display);
    ``heading`` is the step's own heading line, if it has one. Round 6: the solver's rewriting ("Writing the rate
    as ... and differentiating, we obtain ...") or an equation under a "Solve ..." heading is algebra (SC).
    Round 4: a formula with the question's numbers already in it under such a heading ("x^2 = 6^2 + 8^2")
    split the graders between KE and SC, so no edit is made there. In a maths problem only a general formula
    (symbols only: "S_n = n/2 (a_1 + a_n)") is "standard"; an identity or factorisation with numbers in it
    ("x^9 + 1 = (x - 1)(...) + 2", even "by the formula for a geometric series") is the solver's algebra (SC).
    In a science problem a relation between symbols only ("h = ½ g t^2") is a law: "standard" even after "so".
    Round 5: a relation between symbols only is a general law or identity ("standard"), even among derivation
    words, when the step introduces it as a tool ("Using $\\log_2 a + \\log_2 b = \\log_2(ab)$, the equation
    becomes ...", "using the formula $(a-b)^n = ...$") or when none of its variables is one of the problem's
    (the question's and earlier steps' maths, from ``context``): graders read a wrong sign there as KE."""
    inner = _math_body(span)
    if COMPLEX_LITERAL_RE.fullmatch(inner):
        return None
    parts = _relation_sides(inner)
    if _states_normalisation(span):
        return "standard"  # round 49: "p + q = 1", "x_A + x_B = 1": a law of the subject (a flipped sign read KE)
    if STANDARD_SPAN_RE.search(span) and _substitution_chain(parts):
        return None  # a standard relation with this problem's numbers put in: no edit
    if (
        _substitution_chain(parts)
        and not _is_maths(subject)
        and (
            re.fullmatch(rf"{SYMBOL_NAME_RE.pattern}|\\text\{{[^{{}}]*\}}", parts[0].strip())
            or _in_quantities_named_in_words(parts[0])
        )
        and not DERIVATION_CUE_RE.search(sentence)
        and not any(MANIPULATION_CUE_RE.search(_bare_heading(h)) for h in (lead, heading))
    ):
        # round 43: in a science step one quantity's formula followed by its numbers, with no derivation around it, is
        # a law applied ("v = \\sqrt{v_x^2 + v_y^2} = \\sqrt{(2/3)^2 + ...}", "\\text{f-number} = (f/4)(1 + M) = 4(1 + 1/3)"):
        # a wrong sign there was read KE or split KE/SC, so no edit is made. A chain the step derives ("Adding the two
        # equations eliminates T: a = (m_2 - m_1)g/(m_1 + m_2) = ...") or in no one symbol ("E_4 - E_2 = ...",
        # "\\sum n(n - 1) = ...") stays the solver's algebra (read SC by both readers in rounds 3, 7 and 18)
        return None
    if context is not None and _substitution_chain(parts):
        # only a formula in general parameters ("n" of "(n-2) × 180°" named nowhere else): a chain in the problem's
        # own symbols ("N(N - 1) = 40 × 39", "(a+b+c)^2 = \\frac{1}{2}^2") is the solver's algebra (SC, accepted)
        problem = "\n".join([context.question, context.earlier, sentence.replace(span, " ")])
        named = _variables_in(problem)
        # x, y, z name a problem's unknowns ("x^2 + 3x = 4 + 6"), not the parameters of a general formula
        if not _variables_in(parts[0]) & (named | {"x", "y", "z"}):
            return None
    symbols_only = all(_letters_only(part) or not part.strip() for part in parts)
    at = sentence.find(span)
    derived = bool(DERIVED_CUE_RE.search(sentence))  # "so I write a general formula: ..." is the solver's own
    if at >= 0 and NAMED_FORMULA_BEFORE_RE.search(sentence[:at]) and not derived:
        # round 8: "By the binomial formula, $P(X = 2) = \\binom{5}{2} p^2 (1 - p)^3$": the named formula applied
        # to this problem's numbers (graders KE for a wrong power, split KE/SC in round 4): no edit
        return "standard" if symbols_only else None
    if (
        symbols_only
        and len(parts) > 1
        and at >= 0
        and not derived
        and _states_general_formula(parts[0], sentence[:at], context)
    ):
        return "standard"  # round 8: "for a prime power $\\sigma(p^k) = 1 + p + \\dots + p^k$" (graders KE)
    if symbols_only and len(parts) > 1 and at >= 0 and TOOL_INTRO_RE.search(sentence[:at]) and not derived:
        return "standard"
    if len(parts) > 1 and at >= 0 and NAMED_QUANTITY_RE.search(sentence[:at]) and not derived:
        # round 7: "The volume of a sphere is $V = \\frac{4}{3}\\pi r^3$" or "use the Pythagorean theorem to write:
        # $d^2 = 6^2 + 9^2$" states a standard formula (graders KE); with the numbers already in it the
        # graders split KE/SC across rounds, so no edit is made there
        return "standard" if not _substitutes_numbers(inner) else None
    variables = _variables_in(inner)
    # the problem's variables are known only where the question writes maths; with none, nothing is foreign
    if context is not None and symbols_only and len(parts) > 1 and len(variables) >= 2 and context.views.variables:
        problem_text = "\n".join([context.question, context.earlier, sentence.replace(span, " ")])
        if not derived and not variables & _math_variables(problem_text):
            return "standard"
    # in maths a general formula relates several quantities ("S_n = \\frac{n}{2}(a_1 + a_n)", "A = P(1 + r)^n");
    # "(x - 1)(x^8 + ... + x + 1) + 2", in the one variable of the question, is this problem's own identity
    general = symbols_only and len(set(VARIABLE_IN_MATH_RE.findall(inner))) >= 2
    if len(parts) == 2 and WORD_NAMED_QUANTITY_RE.fullmatch(parts[0].strip()) and not derived:
        # round 51: "\\text{Standard Error} = \\sqrt{\\frac{p(1-p)}{n}}" and "T_{Celsius} = \\frac{5}{9} (T_{Fahrenheit} - 32)":
        # a quantity named in words given its formula, in symbols only or in other quantities named in words; a sign
        # flipped there was read KE by both readers (twice, as "\\text{Efficiency} = 1 - T_c/T_h" in round 45)
        # "\\text{Total Cost} = \\text{Initial Cost} + (\\text{Daily Cost} \\times D)" in the question's "D days" is this
        # problem's own model (read SC by both readers in round 49), not a formula
        own = context is not None and _names_question_letter(parts[1], context.question)
        if (_letters_only(parts[1]) or WORD_NAMED_QUANTITY_RE.search(parts[1])) and not own:
            return "standard"
    if FORMULA_CUE_RE.search(lead) and not FORMULA_CUE_RE.search(sentence) and not DERIVED_CUE_RE.search(sentence):
        return "standard" if not _substitutes_numbers(inner) else None
    if (
        len(parts) > 2
        and SYMBOL_NAME_RE.fullmatch(parts[0].strip())
        and re.search(r"\d", parts[-1])
        and not VARIABLE_IN_MATH_RE.search(re.sub(r"\\[a-zA-Z]+|\{\s*\w+\s*\}", " ", parts[-1]))
    ):
        return None  # "A = (a + b)/2 × h = (10 + 6)/2 × 4 = 32": a named quantity, its formula, then the numbers
    if STANDARD_SPAN_RE.search(span) or STANDARD_SENTENCE_RE.search(sentence):
        return "standard"
    if DERIVED_CUE_RE.search(sentence):
        return "algebra"
    if FORMULA_CUE_RE.search(sentence):
        return "standard" if general or not _is_maths(subject) else "algebra"
    if MANIPULATION_CUE_RE.search(sentence) or any(
        MANIPULATION_CUE_RE.match(_bare_heading(h)) for h in (lead, heading)
    ):
        # round 6: "Writing the rate as $f(N) = ...$ and differentiating" or an equation under a "Solve" heading is
        # the solver's own rewriting: graders read a wrong sign there as SC, not as a wrong formula
        return "algebra"
    if symbols_only and len(VARIABLE_IN_MATH_RE.findall(inner)) >= 2:
        if not DERIVATION_CUE_RE.search(sentence):
            return "standard"
        if not _is_maths(subject) and len(parts) == 2 and not MANIPULATION_CUE_RE.search(sentence):
            return "standard"  # one relation, not a chain of simplification ("r = R + R = 2R")
    return "algebra"


def _in_quantities_named_in_words(side: str) -> bool:
    """Is a side of a relation written only in quantities named in words, put together by operators and fractions
    ("E_{\\text{ionization}} - E_{\\text{affinity}}", "\\frac{f_{\\text{water}}}{f_{\\text{air}}}")? Round 52: the lens
    equation's ratio "(n_{\\text{air}} - 1)/(n_{\\text{water}} - 1)" after such a side, then its numbers, took two sign flips
    read SC by one reader and KE by the other (as round 51 read "E_{\\text{ionization}} - E_{\\text{affinity}} = 5.5 eV -
    1.5 eV"): a law applied, like one named quantity's formula (round 43). Digit subscripts ("E_4 - E_2") are no words."""
    named = WORD_NAMED_QUANTITY_RE.findall(side)
    rest = re.sub(
        r"\\[dt]?frac|[{}()\s+\-*/]|\\(?:cdot|times|left|right)(?![A-Za-z])", "", WORD_NAMED_QUANTITY_RE.sub("", side)
    )
    return bool(named) and not rest


def _names_question_letter(maths: str, question: str) -> bool:
    """Does ``maths`` use a one-letter symbol that the question's stem (its options left out) also writes, in maths or
    in words ("open for “ D ” days")? Quantities named in words and commands are not one-letter symbols."""
    letters = set(
        re.findall(
            r"(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])", re.sub(r"\\[A-Za-z]+", " ", WORD_NAMED_QUANTITY_RE.sub(" ", maths))
        )
    )
    stem = _without_option_lines(question)
    return any(re.search(rf"(?<![A-Za-z\\]){letter}(?![A-Za-z])", stem) for letter in letters - {"a", "A", "I"})


def _stated_not_derived(span: str, sentence: str, relation: bool) -> bool:
    """Is the maths span an expression the step states rather than derives, so that a sign or power edit in it
    would misstate a formula, a quantity or the question's target (read KE or QU in round 11) and not slip in
    algebra (SC)? An edit is SC only in a relation (one side rewritten as another) or in what follows a
    derivation verb ("we get", "simplifies to"); never in an expression the step wants to find or compute."""
    at = sentence.find(span)
    before = sentence[:at] if at >= 0 else ""
    if TARGET_BEFORE_RE.search(before):
        return True
    after = sentence[at + len(span) :] if at >= 0 else ""
    rewritten = relation or CONGRUENCE_RE.search(span) or REWRITTEN_AFTER_RE.match(after)
    return not rewritten and not RESULT_CUE_BEFORE_RE.search(before)


def _defines_named_quantity(span: str, sentence: str) -> bool:
    """Is the span "SYMBOL = formula" right after "the <quantity> is" or "is given by", so that it states the
    quantity's formula (a changed sign or power there misstates the formula: KE, not an algebra slip)?"""
    at = sentence.find(span)
    parts = _relation_sides(_math_body(span))
    return (
        at >= 0
        and len(parts) == 2
        and bool(SYMBOL_NAME_RE.fullmatch(parts[0].strip()))
        # a formula relates several quantities; "the line is $y = 2x + 3$" is this problem's own equation (SC accepted)
        and len(_variables_in(parts[1])) >= 2
        and bool(QUANTITY_DEFINED_BEFORE_RE.search(sentence[:at]))
        and not DERIVED_CUE_RE.search(sentence)
    )


# A maths span the sentence introduces as a named form, formula, law, identity, rule, theorem or definition ("Using the
# point–gradient form $y - y_1 = m(x - x_1)$ with A, we get ..."): round 15, a sign edit there was read KE twice.
NAMED_FORM_BEFORE_RE = re.compile(
    r"\b(?:the|a|an)\s+(?:\S+\s+){0,3}?(?:form|formula|law|identity|rule|theorem|definition)\s*[:,]?\s*$",
    re.IGNORECASE,
)
# A generic placeholder of a general formula: a letter with a digit or letter subscript ("x_1", "y_{2}", "a_n").
# A capital with a subscript names a quantity ("K_b", "V_c"), not a placeholder.
PLACEHOLDER_RE = re.compile(r"(?<![A-Za-z\\])[a-z]_(?:\{\s*(?:\d|[nkijm])\s*\}|(?:\d|[nkijm])(?![\w}]))")


# A sentence led by the named theorem, method or inequality it applies: "By stars and bars, ...", "Applying the
# triangle inequality theorem, ...", "Using Vieta's formulas, ...". The name is words (no maths, no pronoun, no verb
# in -ing such as "By substituting"); what follows until a derivation cue is the named result stated.
NAMED_METHOD_LEAD_RE = re.compile(
    r"^[\s#*>-]*(?:by|using|applying|according to)\s+(?:the\s+)?"
    r"(?!(?:this|that|these|those|it|them|our|my|equation|step|result|fact|values?)\b)"
    r"(?:(?![A-Za-z]+ing\b)[A-Za-z'’-]+\s+){0,4}?(?![A-Za-z]+ing\b)[A-Za-z'’-]+\s*[,:]",
    re.IGNORECASE,
)
#: A list marker: "a.", "2)", "iv.", "-", "*", "•".
LIST_MARKER = r"(?:[a-z]|\d{1,2}|[ivx]{1,4})[.)]|[-*•]"
#: A sentence that is only a list marker ("a." split off by the sentence splitter).
LIST_MARKER_RE = re.compile(rf"\s*(?:{LIST_MARKER})\s*$", re.IGNORECASE)


def _applies_named_result(text: str, span_start: int) -> bool:
    """Is the maths at ``span_start`` a named theorem, method or inequality that its sentence applies by name, before
    any derivation cue ("By stars and bars, the number of solutions of $a + b + c = n$ is ..."), or an item of the
    list such a sentence opens with a colon ("Applying the triangle inequality theorem, I have three conditions:
    a. $1 + 3 > x$ ...")? Round 17: a sign edit there misstates the named result (KE three times, KE/SC once), it
    is no algebra slip."""
    bounds = _sentences(text)
    index = next((i for i, (a, b) in enumerate(bounds) if a <= span_start < b), None)
    if index is None:
        return False
    start, _ = bounds[index]
    lead = NAMED_METHOD_LEAD_RE.match(text[start:span_start])
    between = MATH_RE.sub(" ", text[start + lead.end() : span_start]) if lead else ""
    # what the method gives ("Using the power rule, the derivative is $3x^2 - 4$") is the step's own computation
    # (read SC twice in round 8): only maths before any derivation cue or "is"/"equals" states the named result
    if lead and not DERIVATION_CUE_RE.search(between) and not re.search(r"\b(?:is|are|equals?|was)\b", between):
        return True
    # walk back over list markers and items that are little more than maths to the sentence opening the list
    for previous in range(index - 1, -1, -1):
        sentence = text[slice(*bounds[previous])].strip()
        if LIST_MARKER_RE.fullmatch(sentence) or len(re.findall(r"[A-Za-z]{2,}", MATH_RE.sub(" ", sentence))) < 3:
            continue
        return sentence.endswith(":") and bool(
            NAMED_METHOD_LEAD_RE.match(sentence) or NAMED_FORM_BEFORE_RE.search(sentence)
        )
    return False


def _applies_to_question_maths(span: str, context: InjectionContext) -> bool:
    """Does a side of the relation in ``span`` restate an expression of the question's maths? A named rule applied to
    the question's own expression ("By the product rule for logarithms, $\\log_2 x + \\log_2(x-2) = \\log_2[x(x-2)]$")
    is the step's algebra: round 13 graders read a sign edit there SC."""
    expressions = context.views.expressions
    return any(
        _normalised_expression(side.strip(" .,"), rename=False) in expressions
        for side in _relation_sides(_math_body(span))
    )


def _names_stated_formula(text: str, span_start: int, span: str, sentence: str, context: InjectionContext) -> bool:
    """Does the step state this maths as a formula rather than derive it? Either the sentence introduces it as a
    named form/formula/law/identity/rule/theorem/definition, or its variables are generic placeholders ("x_1",
    "y_1", "a_n") that neither the question nor an earlier step writes and that a later span of the step
    instantiates. A sign or power edit there misstates the formula (read KE in round 15), not the algebra (SC)."""
    at = sentence.find(span)
    if at >= 0 and NAMED_FORM_BEFORE_RE.search(sentence[:at]) and not DERIVED_CUE_RE.search(sentence[:at]):
        return True
    placeholders = {re.sub(r"[{}\s]", "", p) for p in PLACEHOLDER_RE.findall(span)}
    if not placeholders:
        return False
    problem = re.sub(r"[{}\s]", "", context.question + context.earlier)
    later = [m.group(0) for m in MATH_RE.finditer(text, span_start + len(span))]
    return not any(p in problem for p in placeholders) and any("=" in m for m in later)


# What a bracket belongs to: a function ("\\log_2 \\left") or a one-letter symbol ("N" of "N(N-1)").
FACTOR_HEAD_RE = re.compile(r"(?:\\[A-Za-z]+(?:_\{?\w+\}?)?|(?<![A-Za-z\\])[A-Za-z])\s*(?:\\left\s*)?$")


def _smallest_group(span: str, at: int, *, opening: str = "({", closing: str = ")}") -> tuple[int, int] | None:
    """Where the smallest (...) or {...} group of ``span`` (or of the brackets named in ``opening`` and ``closing``)
    that holds position ``at`` starts and ends (brackets included)."""
    stack: list[int] = []
    best: tuple[int, int] | None = None
    for index, char in enumerate(span):
        if char in opening:
            stack.append(index)
        elif char in closing and stack:
            start = stack.pop()
            if start < at < index and (best is None or start > best[0]):
                best = (start, index)
    return (best[0], best[1] + 1) if best else None


def _question_term(span: str, at: int, sentence: str, context: InjectionContext) -> bool:
    """Is position ``at`` in a factor the question's own maths writes (the smallest bracket holding it with the
    symbol or function it belongs to: "N(N-1)", "\\log_2 (1 + \\frac{1}{2^{2^k}})"), restated where the step starts
    from it: the first side of a relation, or maths no derivation verb ("we get", "gives") introduces? Round 15: a
    sign edit there was read QU by one grader and SC by the other (the question's maths miscopied, not the step's
    derivation), so no edit is made. Round 9: the same factor in what the step derives ("take out the parentheses and
    get $x(x+2)+(1)(x+2)$") is the step's algebra (SC, accepted)."""
    if not context.question:
        return False
    where = sentence.find(span)
    if where >= 0 and RESULT_CUE_BEFORE_RE.search(sentence[:where]) or at >= len(_relation_sides(span)[0]):
        return False
    question = context.views.maths_canonical
    if not question:
        return False
    group = _smallest_group(span, at)
    if group is None:
        return False
    # the factor holding the bracket: the symbol or function it belongs to ("N(N-1)", "\\log_2 (...)"); a bare
    # bracket ("(x-6)", "{x+1}") is too common a piece to say the step restates the question
    head = FACTOR_HEAD_RE.search(span[: group[0]])
    if head is None:
        return False
    term = _canonical_tex(head.group(0) + span[group[0] : group[1]])
    return len(term) >= 5 and bool(re.search(r"[A-Za-z]", term)) and term in question


# a run of two or more bracket groups multiplied together ("(u - 3)(u + 6)", "(x+1) \\cdot (x-2)")
BRACKET_PRODUCT_RE = re.compile(r"\([^()]*\)(?:\s*(?:\\cdot|\\times|·|×)?\s*\([^()]*\))+")


def _loose_maths(text: str) -> str:
    """Maths in one loose spelling shared by TeX and plain text, so that a step's "\\frac{3}{2} h f(t_{i+1}, y_{i+1})"
    and "0.020\\pi x" match a question's "3/2 * hf(t_{i+1},y_{i+1})" and ".020\\pix": simple fractions as "a/b",
    multiplication signs, delimiters, spacing commands, backslashes and spaces dropped, one-character subscripts
    unbraced, a leading "0." as "."."""
    bare = re.sub(r"([\^_])\{\s*(\w)\s*\}", r"\1\2", text.replace("−", "-"))
    bare = re.sub(r"\\[dt]?frac\s*\{\s*(\w+)\s*\}\s*\{\s*(\w+)\s*\}", r"\1/\2", bare)
    # round 50: "\\frac{z^2}{z - 5}" is the question's "z^2 / (z - 5)": a compound argument in brackets, a lone power bare
    bare = re.sub(r"\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}", r"(\1)/(\2)", bare)
    bare = re.sub(r"\((\s*\w+(?:\s*\^\s*\w+)?\s*)\)(?=/)|(?<=/)\((\s*\w+(?:\s*\^\s*\w+)?\s*)\)", r"\1\2", bare)
    bare = re.sub(r"\\(?:left|right|cdot|times)(?![a-zA-Z])|\\[,;!() \[\]]|[$×·*]", "", bare)
    bare = re.sub(r"([\^_])\{(\w)\}", r"\1\2", bare.replace("\\", ""))
    return re.sub(r"(?<![\d.])0(?=\.\d)", "", re.sub(r"\s+", "", bare))


def _restates_question_side_loosely(span: str, at: int, context: InjectionContext) -> bool:
    """Is position ``at`` in a side of a relation that copies an expression of the question in another spelling
    ("\\int_c \\frac{z^2}{z - 5} \\, dz = 0" for the question's "Evaluate $\\int_c z^2 / (z - 5) dz$")? Round 50: a sign
    or power edited in the integrand the question gives was read QU by both readers (twice), not SC. The side-by-side
    form of ``_restated_math``'s round-46 rule, with the same length floor; the options are left out (an option is a
    candidate answer: the step's own "Total Cost = 800,000 + 650D" flipped was read SC by both readers in round 49)."""
    if not context.question:
        return False
    inner = _math_body(span)
    start = span.find(inner)
    for side in re.split(r"(?<=[=<>≈])|(?=[=<>≈])", inner):
        if start <= at < start + len(side):
            return _long_loose_copy(_loose_maths(side.strip(" .,=<>≈")), context.views.stem_loose)
        start += len(side)
    return False


# What a derivative or an integral is taken of: "\\frac{d}{dt}(...)", "\\frac{d}{dx}\\left(...", "\\int_0^1 (...".
CALCULUS_OPERATOR_RE = re.compile(
    r"(?:\\[dt]?frac\s*\{\s*d\s*\}\s*\{\s*d\s*\w\s*\}|\\int(?:_\{?[^{}\s]*\}?)?(?:\^\{?[^{}\s]*\}?)?)\s*(?:\\left\s*)?$"
)


def _operand_of_calculus(span: str, at: int, context: InjectionContext) -> bool:
    """Is position ``at`` inside the bracket a derivative or integral is taken of, and is that bracket an expression of
    the question ("\\frac{d}{dt}(200t - 4.9t^2)" for the question's "c(t) = (80t, 200t - 4.9t^2)")? Round 51: a sign or
    power edited there miscopies the question (read QU three times of four, QU/SC once), it is no slip in the calculus."""
    if not context.question:
        return False
    group = _smallest_group(span, at, opening="(", closing=")")
    if group is None or not CALCULUS_OPERATOR_RE.search(span[: group[0]]):
        return False
    return _signed_piece_of_question(
        _normalised_expression(span[group[0] + 1 : group[1] - 1], rename=False), context, shortest=4
    )


def _restates_question_product(span: str, at: int, context: InjectionContext) -> bool:
    """Is position ``at`` inside a product of two or more brackets that the question's maths writes whole
    ("So, $(u - 3)(u + 6) = ...$" for "Simplify $(u+4)(u-1) - (u-3)(u+6)$")? A product of the question's brackets
    restated whole is the question's: round 18, a flipped sign there was read QU/SC split three times and QU twice."""
    if not context.question:
        return False
    question = context.views.maths_normalised
    return any(
        product.start() < at < product.end() and _normalised_expression(product.group(0), rename=False) in question
        for product in BRACKET_PRODUCT_RE.finditer(span)
    )


def _question_fraction_parts(question: str) -> set[str]:
    """The numerators and denominators of the fractions the question's maths writes, normalised (names kept)."""
    parts = set()
    for match in MATH_RE.finditer(question):
        body = match.group(0)
        for frac in re.finditer(r"\\[dt]?frac\s*", body):
            at = frac.end()
            for _ in range(2):
                if at >= len(body) or body[at] != "{":
                    break
                end = _brace_group_end(body, at) - 1
                parts.add(_normalised_expression(body[at + 1 : end], rename=False))
                at = end + 1
                while at < len(body) and body[at] == " ":
                    at += 1
    return parts


def _restates_question_fraction_part(span: str, at: int, context: InjectionContext) -> bool:
    """Is position ``at`` in a side of a relation that restates, whole, a numerator or denominator of a fraction the
    question writes ("solve $x^2 - 9 = 0$" for the question's "$\\frac{x-5}{x^2-9}$")? An argument of the question's
    fraction restated is the question's: round 18, "x^2 + 9 = 0" there was read QU by one grader and SC by the other."""
    if not context.question:
        return False
    inner = _math_body(span)
    start = span.find(inner)
    pieces = re.split(r"(?<=[=<>])|(?=[=<>])", inner)
    # the part alone, or compared with 0 (where the fraction vanishes or is undefined); a part equated with another
    # expression ("10 = x + 1" after cross-multiplying) is the step's own algebra (rounds 3, 8: SC accepted)
    if any(_normalised_expression(piece, rename=False) not in {"", "=", "<", ">", "0"} for piece in pieces[1:-1]):
        return False
    others = [piece for piece in pieces if not re.fullmatch(r"\s*[=<>]?\s*", piece)]
    for side in pieces:
        if start <= at < start + len(side):
            norm = _normalised_expression(side, rename=False)
            rest = [_normalised_expression(o, rename=False) for o in others if o is not side]
            return (
                bool(re.search(r"[-+]", norm)) and all(r == "0" for r in rest) and norm in context.views.fraction_parts
            )
        start += len(side)
    return False


# The left side of an assignment: one symbol ("u", "a_1", "\\theta") that the right side gives a value to.
ASSIGNED_SYMBOL_RE = re.compile(r"\s*(?:\\[A-Za-z]+|[A-Za-z])(?:_\{?\w+\}?)?\s*")


def _assigns_question_subexpression(span: str, at: int, context: InjectionContext) -> bool:
    """Is ``span`` an assignment "u = <expression>" whose right side, holding position ``at``, is (a canonical form
    of) a piece of the question's maths ("with $u = 2x - 5$" for the question's "$|2x - 5| < 7$")? The step names
    the question's own expression; a flipped sign there miscopies the question (round 22: read SC and QU)."""
    if not context.question:
        return False
    parts = _math_body(span).rstrip(" .,").split("=")
    if len(parts) != 2 or not ASSIGNED_SYMBOL_RE.fullmatch(parts[0]) or at < span.find("="):
        return False
    return _signed_piece_of_question(_normalised_expression(parts[1].strip(), rename=False), context, shortest=3)


def _operation_named_in_prose(text: str, span: str, sign: re.Match[str]) -> bool:
    """Does the step's prose name the operation the signed number term performs ("I'll add 1 to all parts" for
    "+ 1", "subtracting 3 from both sides" for "- 3")? Flipping that sign contradicts the step's own words: round
    22 readers typed "-2 - 1" under "add 1 to all parts" a numerical slip (NC), not an algebra one. The operation
    acts on whole sides, so only a term outside every bracket is one ("3(a_n - 1)" after "subtracting 1 from both
    sides" is a factored result: a flip there was read SC twice in round 20)."""
    if not _outside_groups(span, sign.start()):
        return False
    term = re.match(
        r"\s*(\d+(?:\.\d+)?)(?![\d.]|\s*(?:[A-Za-z(^{]|\\(?:cdot|times|[dt]?frac|sqrt|pi)(?![a-zA-Z])))",
        span[sign.end() :],
    )
    if term is None:
        return False
    number = re.escape(term.group(1))
    opened, closed = r"(?:\$|\\\()?\s*", r"(?![\d.])\s*(?:\$|\\\))?"
    if sign.group(1) == "+":
        verb, target = r"add(?:s|ed|ing)?|plus", "to"
    else:
        verb, target = r"subtract(?:s|ed|ing)?|minus|tak(?:e|ing) away", "from"
    named = (
        rf"\b(?:{verb})\s+{opened}{number}{closed}|(?<![\d.]){number}{closed}\s+{target}\s+(?:both|all|each|every)\b"
    )
    return bool(re.search(named, text, re.IGNORECASE))


def _equates_sides(span: str, sign: re.Match[str]) -> bool:
    """Would flipping ``sign`` make two neighbouring sides of the relation in ``span`` the same expression?"""
    flipped = "-" if sign.group(1) == "+" else "+"
    edited = span[: sign.start(1)] + flipped + span[sign.end(1) :]
    inner = _math_body(edited)
    sides = [
        re.sub(r"\s+", "", side) for side in re.split(r"<=|>=|[=<>≤≥]|\\(?:le|ge|leq|geq|lt|gt)(?![a-zA-Z])", inner)
    ]
    return any(left and left == right for left, right in zip(sides, sides[1:]))


def _in_numeric_sum(span: str, sign: re.Match[str]) -> bool:
    """Does the sign stand before a plain number in a side of a relation that adds three or more plain numbers
    ("3 + A + 6 + 7 + 9 + 2")? Flipping it miscounts the sum (arithmetic, NC), whatever symbol the sum also has."""
    if not re.fullmatch(r"\s*\d+(?:\.\d+)?\s*", re.split(r"[-+=]", span[sign.end() :])[0]):
        return False
    side = re.split(r"=", span[: sign.start()])[-1] + "+" + re.split(r"=", span[sign.end() :])[0]
    return sum(bool(re.fullmatch(r"\s*\d+(?:\.\d+)?\s*", term)) for term in re.split(r"[-+]", side)) >= 3


def _between_plain_numbers(span: str, sign: re.Match[str]) -> bool:
    """Does the sign join two plain numbers, one of them a decimal ("(1.662 - 1.613)A_{flint}", "v(1 - 0.35)")?
    Flipped, it makes a subtraction of measured numbers wrong: arithmetic, read NC by both readers twice in round 58,
    whatever symbol multiplies it. Between integers it collects coefficients ("(-1 + 3)k", "a(3 - 1)^2"), read SC."""
    before = re.search(r"(?<![\^\w.{\\])\d+(?:\.\d+)?\s*$", span[: sign.start()])
    after = re.match(r"\s*(\d+(?:\.\d+)?)\s*(?:[)\]}]|[-+=]|$)", span[sign.end() :])
    return bool(before and after and "." in before.group(0) + after.group(1))


ZERO_FACTOR_RE = re.compile(r"(?:^|\\cdot|\\times|\*)\s*0(?![\d.])|^\\[dt]?frac\s*\{\s*0\s*\}|^0\s*/|^\(\s*0\s*\)")


def _term_after(span: str, at: int) -> str:
    """The term of ``span`` that starts at ``at``: up to the next +, -, relation or closing bracket at its own level."""
    depth = 0
    for index in range(at, len(span)):
        char = span[index]
        if char in "({[":
            depth += 1
        elif char in ")}]":
            if depth == 0:
                return span[at:index]
            depth -= 1
        elif depth == 0 and (char in "+-=<>,$" or span.startswith("\\]", index) or span.startswith("\\)", index)):
            return span[at:index]
    return span[at:]


NUMBER_FACTOR = r"(?:\(\s*[-−]?\s*\d+(?:\.\d+)?\s*\)|[-−]?\d+(?:\.\d+)?)"
NUMERIC_PRODUCT_RE = re.compile(
    rf"(?<![\w.^_]){NUMBER_FACTOR}\s*(?:\\times|\\cdot|[*×·/]|(?=\())\s*{NUMBER_FACTOR}(?![\w.^])"
)


def _evaluates_numeric_product(span: str, sign: re.Match[str], sentence: str) -> bool:
    """Is the term after ``sign`` a plain number that is the value (up to its sign) of a product or quotient of
    numbers written earlier in the sentence ("12(-5)" ... "- 60")? Its sign is then arithmetic worked out (NC)."""
    term = _term_after(span, sign.end()).strip()
    if not re.fullmatch(r"\d+(?:\.\d+)?", term):
        return False
    at = sentence.find(span)
    earlier = (sentence[:at] if at >= 0 else "") + span[: sign.start()]
    for product in NUMERIC_PRODUCT_RE.finditer(earlier):
        try:
            value = evaluate_arithmetic(re.sub(r"\)\s*\(|(?<=\d)\s*\(", "*(", product.group(0)))
        except ValueError:
            continue
        if math.isclose(abs(value), float(term)):
            return True
    return False


def _numeric_exponent(span: str, exponent: re.Match[str]) -> bool:
    """Is the exponent digit at ``exponent`` part of a braced exponent that is arithmetic on numbers or a
    many-digit number ("x^{4*\\frac{5}{2}}", "x^{10}"), not a single-digit or symbolic power?"""
    if not exponent.group(1):
        return False
    start = exponent.start() + 1
    depth = 0
    for index in range(start, len(span)):
        depth += 1 if span[index] == "{" else -1 if span[index] == "}" else 0
        if depth == 0:
            body = span[start + 1 : index]
            break
    else:
        return False
    letters = re.sub(r"\\[A-Za-z]+", " ", body)
    return body.strip() != exponent.group(2) and not re.search(r"[A-Za-z]", letters)


QUESTION_GROUP_POWER_RE = re.compile(r"\)\s*\^\s*\{?\s*(\d)\s*\}?")


def _power_of_question_group(before: str, digit: str, context: InjectionContext) -> bool:
    """Is this a power of a bracketed group ("(x*x^{3/2})^4") where the question raises a bracketed group in the
    same variables to the same power ("(x\\sqrt{x^3})^4")? The step restates the question's outer power."""
    if not before.rstrip().endswith(")"):
        return False
    group = _power_base(before)
    variables = _variables_in(group)
    for power in QUESTION_GROUP_POWER_RE.finditer(context.question):
        if power.group(1) != digit:
            continue
        question_group = _power_base(context.question[: power.start() + 1])
        # the same variables: "(x+b)^2" of "written in the form $(x+b)^2+c$" is a template, not the expression
        question_variables = _variables_in(question_group)
        if question_variables and question_variables == variables:
            return True
    return False


def _zero_term(span: str, sign: re.Match[str]) -> bool:
    """Is the term after ``sign`` zero (the number 0, a fraction with numerator 0, a product with a factor 0)?
    Flipping the sign of a zero term leaves the value unchanged, so nothing is wrong (round 19: "x/4 - 0/12 = 1",
    "y = -2x - 0" were read not wrong)."""
    return bool(ZERO_FACTOR_RE.search(_term_after(span, sign.end()).strip()))


# A clause naming an arithmetic relation in words ("the sum of the digits is $13$", "the difference ... is $27$").
WORDED_RELATION_RE = re.compile(
    r"\b(?:sum|difference|product|quotient|total|more\s+than|less\s+than|fewer\s+than|greater\s+than|exceeds?|"
    r"added|subtracted|plus|minus|twice|times)\b",
    re.IGNORECASE,
)


def _restates_worded_condition(sentence: str, span: str, context: InjectionContext) -> bool:
    """Does the equation ``span`` write down a condition the clause before it in the same sentence states in words,
    relation and value, with a value the question gives ("The sum of the digits is given as $13$, so $a + b = 13$")?
    Its top-level signs restate the question: round 19, a sign flipped there was read QU by both graders, not SC."""
    at = sentence.find(span)
    relation = WORDED_RELATION_RE.search(sentence[: max(at, 0)])
    if at < 0 or relation is None or "=" not in span:
        return False
    given = context.views.given_numbers
    worded = sentence[relation.end() : at]
    for side in _relation_sides(_math_body(span)):
        side = side.strip()
        if re.fullmatch(NUMBER, side) and _value(side) in given:
            if re.search(rf"(?<![\w^_.,]){re.escape(side)}(?![\d.,]\d)", worded):
                return True
    return False


def _outside_groups(span: str, at: int) -> bool:
    """Whether position ``at`` of a maths span lies outside every bracket of the maths itself (the delimiters
    "\\(" and "\\[" do not count)."""
    before = re.sub(r"\\[()\[\]]", " ", span[:at])
    return sum(before.count(o) - before.count(c) for o, c in ("()", "{}", "[]")) <= 0


def _law_in_foreign_symbols(text: str, relation: Relation, checked: str, context: InjectionContext) -> bool:
    """Is the identity ``relation`` written in symbols the problem never uses elsewhere ("Using the property of
    exponents that $\\frac{a^m}{a^n} = a^{m-n}$, ...")? Such a rewriting states a law, and a wrong sign there was read
    KE by both readers in round 55, not SC."""
    if checked != "rewritten":
        return False
    own = _variables_in(text[relation.start : relation.end])
    elsewhere = "\n".join([context.question, context.earlier, text[: relation.start], text[relation.end :]])
    return bool(own) and not own & _math_variables(elsewhere)


# A function applied to arguments: "f(2)", "f(-2)", "g[2(n - 1)]"; group 1 is its name.
FUNCTION_VALUE_RE = re.compile(
    r"\s*([A-Za-z])\s*(?:\\left)?[(\[][^()\[\]=]*(?:[(\[][^()\[\]=]*[)\]][^()\[\]=]*)*(?:\\right)?[)\]]\s*"
)


def _evaluates_question_function(text: str, relation: Relation, at: int, context: InjectionContext) -> bool:
    """Is ``at`` in the side right after "f(2) =" where the question defines f ("f(x) = ax^6 - bx^4 + x - 1", "f(2n) =
    n^2 + f[2(n - 1)]")? That side is the question's definition with the argument put in; a sign flipped there was read
    QU by both readers eleven times in round 56 (the question's function miscopied), not an algebra slip."""
    if len(relation.sides) < 2 or not relation.sides[1][0] <= at <= relation.sides[1][1]:
        return False
    applied = FUNCTION_VALUE_RE.fullmatch(text[slice(*relation.sides[0])])
    if applied is None:
        return False
    defined = re.compile(rf"(?<![A-Za-z\\]){re.escape(applied.group(1))}\s*(?:\\left)?[(\[][^=]{{0,40}}?[)\]]\s*=")
    return bool(defined.search(context.question))


def _checked_sc_edit(text: str, start: int, end: int, new: str, context: InjectionContext) -> str | None:
    """How replacing text[start:end] by ``new`` breaks algebra the step is seen to do ("rewritten" or "rearranged",
    ``algebra.checked_algebra``), or None where no SC edit is made: unchecked maths, a law in foreign symbols, or the
    question's function put to an argument."""
    checked = checked_algebra(text, text[:start] + new + text[end:], start)
    relation = relation_at(text, start)
    if (
        checked is None
        or relation is None
        or _law_in_foreign_symbols(text, relation, checked, context)
        or _evaluates_question_function(text, relation, start, context)
    ):
        return None
    return checked


def symbolic_error(text: str, rng: np.random.Generator, context: InjectionContext | None = None) -> list[Candidate]:
    """SC: flip a +/- sign next to a term with a variable, or change an exponent of a variable, inside
    algebra. Never in a chemical equation or charged species, a maths span restated from the question,
    or a standard formula (a wrong formula is a knowledge error; see ``formula_role``).

    Only where the step is seen to do the algebra (``algebra.checked_algebra``): the edited side of a relation
    equals the side next to it at random points ("\\frac{14x + 10}{2} = 7x + 5"), or the edited equation is the
    step's previous one rearranged, and the edit breaks that. After round 54: of the sign and power edits the guards
    below still allowed on the graded MMLU-Pro text of rounds 41-54, both readers read SC in 59 of 60 at such
    positions and in 122 of 157 elsewhere (formulas the step states, read KE; the question's relations, read QU),
    a split no guard on wording had closed in four fresh reads."""
    context = context or InjectionContext()
    results = []
    for math_match in MATH_RE.finditer(text):
        span = math_match.group(0)
        sentence = _sentence_at(text, math_match.start())
        lead = _lead_at(text, math_match.start()) or _lead_from_earlier_step(text, math_match.start(), context)
        if (
            not VARIABLE_IN_MATH_RE.search(span)
            or CHEMISTRY_RE.search(span)
            or _restated_math(span, context)
            or 0 <= sentence.find(span) < _problem_restatement_end(sentence)
            or any(pattern.search(span) for pattern, *_ in FORMULAS)
            or formula_role(span, sentence, lead, context.subject, context, _step_heading(text)) != "algebra"
        ):
            continue
        offset = math_match.start()
        # round 4: "Since the integers are consecutive, I know that $a_n = a_1 + 26$" writes a premise stated in
        # words as an equation; a wrong sign there split the graders between SC and RE
        worded = _encodes_worded_premise(sentence, span, sentence.find(span)) or _assumes_question_premise(
            sentence, span, context
        )
        worded_condition = _restates_worded_condition(sentence, span, context)
        law_setup = _sets_up_law(span, sentence, lead, context)
        complex_span = bool(COMPLEX_NUMERAL_RE.search(span))
        # round 6: "By the law of total probability, $P(+) = ... - ...$" was read KE (the law misstated), not SC
        at = sentence.find(span)
        named_law = at >= 0 and bool(NAMED_LAW_BEFORE_RE.search(sentence[:at]))
        complex_arithmetic = complex_span and not I_EXPANSION_RE.search(span)
        integer_family = bool(INTEGER_PARAMETER_RE.search(sentence))
        relation = bool(re.search(r"[=<>≤≥≈]|\\(?:le|ge|leq|geq|neq|approx|Rightarrow)\b", span))
        if _stated_not_derived(span, sentence, relation) or _defines_named_quantity(span, sentence):
            continue
        if _names_stated_formula(text, math_match.start(), span, sentence, context) or (
            _applies_named_result(text, math_match.start()) and not _applies_to_question_maths(span, context)
        ):
            continue  # round 15: a named form or a formula in placeholders is stated, not derived (read KE)
        # "the sum of the solutions is $x_1+x_2 = ...$": the named relation's own side is stated, not derived
        stated_side = len(_relation_sides(span)[0]) if at >= 0 and NAMED_RELATION_BEFORE_RE.search(sentence[:at]) else 0
        for sign in [] if worded else SIGN_RE.finditer(span):
            if _inside_text_group(span, sign.start(1)):
                continue  # round 43: "\\text{Effective f-number}" → "f+number" changes a word's hyphen, read as a typo
            if _inside_subscript(span, sign.start(1)):
                # round 62 (both readers): "P_{\\theta+90}" → "P_{\\theta-90}" renames the quantity (here the same
                # section of the lens, 180° on): a label, not algebra
                continue
            if not (
                _term_has_variable(span[sign.end() :], forward=True)
                or _term_has_variable(span[: sign.start()], forward=False)
            ):
                continue  # a sign between plain numbers is arithmetic (NC), not algebra
            if sign.start() < stated_side or _period_shift(span, sign):
                continue
            # round 48: the shift is named in the sentence that introduces a display ("shifting it 20 units to the right
            # ... we can write this as: \\[ f(x) = f(x - 20) \\]"); "f(x + 20)" there is an equivalent identity (not wrong)
            if _shift_in_function_argument(span, sign, f"{lead} {sentence}" if lead else sentence):
                continue  # round 25: "f(x-20) = f(x) for all x" → "f(x+20)" stays true; "shifted ... to the right" is KE
            if _equates_sides(span, sign):
                # round 14: "$x + y > x - y > 0$" → "x - y > x - y": a flip that makes two sides of a relation the same
                # leaves a comparison false (or trivially true) on its face, read RE, not an algebra slip
                continue
            if worded_condition and _outside_groups(span, sign.start()):
                # round 19: "The sum of the digits is given as $13$, so $a + b = 13$" → "a - b": the relation the
                # sentence names in words, miscopied, was read QU twice; a sign inside a group ("(10a - b)") stays SC
                continue
            if _zero_term(span, sign):
                continue  # round 19: a flip before a zero term ("x/4 - 0/12 = 1") changes no value, so nothing is wrong
            if _in_numeric_sum(span, sign) or _between_plain_numbers(span, sign):
                continue  # round 9: "$3 + A + 6 + 7 + 9 + 2 = 27 + A$" → "A - 6": a digit sum miscounted, read NC
            if _evaluates_numeric_product(span, sign, sentence):
                # round 24: "$4x^2 + 12(-5) + 9y^2 = 4$, which simplifies to $4x^2 - 60 + ...$" → "+ 60": the sign of
                # a product of numbers worked out is arithmetic, read NC twice, not an algebra slip
                continue
            if _operation_named_in_prose(text, span, sign):
                continue  # round 22: "I'll add 1 to all parts: $-2 + 1 < ...$" → "-2 - 1" contradicts the words (NC)
            flipped = "-" if sign.group(1) == "+" else "+"
            restated = _restates_question_expression(span, sign.start(1), context)
            if restated is None and _restates_question_group(span, sign.start(1), context):
                restated = "exact"
            if restated is None and _restates_question_argument(span, sign.start(1), context):
                restated = "exact"
            if restated is None and _assigns_question_subexpression(span, sign.start(1), context):
                restated = "exact"  # round 22: "with $u = 2x - 5$" for the question's "|2x - 5|" (read SC and QU)
            if restated is None and _question_term(span, sign.start(1), sentence, context):
                restated = "exact"
            if restated is None and (
                _restates_question_product(span, sign.start(1), context)
                or _restates_question_fraction_part(span, sign.start(1), context)
                or _restates_question_side_loosely(span, sign.start(1), context)
                or _operand_of_calculus(span, sign.start(1), context)
            ):
                restated = "exact"
            if (
                restated is None
                and _term_has_variable(span[sign.end() :], forward=True)
                and _substitutes_into_question(span, sign.start(1), context)
            ):
                # the sign of a term the step left as the question wrote it (round 17: "\\frac{0}{4} + \\frac{y}{12}"
                # read QU/SC); a flip before the substituted number ("\\frac{x}{4} - \\frac{0}{12}") was read SC twice
                restated = "exact"
            if restated is not None:
                # a sign of the question's own expression or premise restated ("If $x + y + z = 0$"): readers split
                # QU (a miscopied question) and SC over rounds 2-10 (the QU rule miscopied_expression was read QU 13
                # times of 38), so no edit is made
                continue
            if complex_arithmetic or named_law:
                continue  # "\frac{5}{5}+\frac{10}{5}i": arithmetic on complex numerals, not algebra (graders NC/SC)
            if integer_family or _is_integer_multiple(span[sign.end() :]):
                continue  # "-π/6 + 2kπ" for every integer k: "- 2kπ" is the same set, so nothing is wrong (round 7)
            if (
                not relation
                and _top_level(span, sign.start())
                and not _term_has_variable(span[sign.end() :], forward=True)
            ):
                # round 7: "the simplified expression is $2k + 2$" → "2k - 2" states a wrong result (graders NC/SC);
                # in an equation ("2n - 19 = 17") the flipped number breaks the algebra and reads SC; so does a number inside a group
                # ("\\frac{2}{x-5}", "-9(x-1)", accepted as SC in rounds 3 and 5)
                continue
            if law_setup:
                # rounds 5-6: the same wrong sign in "3g - T_1 = 3a" or a torque balance was read KE by both graders
                # in round 5 and KE/SC in round 6 (a misapplied law, or a slip in writing it): no edit is made
                continue
            at = offset + sign.start(1)
            checked = _checked_sc_edit(text, at, offset + sign.end(1), flipped, context)
            if checked is None:
                continue  # not algebra the step is seen to do (see the docstring)
            results.append(
                _candidate(
                    text,
                    at,
                    offset + sign.end(1),
                    flipped,
                    ErrorType.SC,
                    "sign_flip",
                    f"the sign {sign.group(1)} in {span} became {flipped}, so the step's {checked} maths no longer holds",
                )
            )
        # round 4: "q^2 = 64/400" (Hardy-Weinberg) or "h = ½ g t^2" in a science step is a law: a changed power there
        # is KE; only a power in algebra the step manipulates is SC
        manipulated = bool(
            MANIPULATION_CUE_RE.search(sentence) or MANIPULATION_CUE_RE.search(lead) or IMPLIES_RE.search(span)
        )
        exponents = EXPONENT_RE.finditer(span) if _is_maths(context.subject) or manipulated else []
        for exponent in exponents:
            before = span[: exponent.start()]
            if not re.search(r"[a-zA-Z)}]$", before) or _is_unit_power(before):
                continue
            if not _variables_in(_power_base(before)):
                continue  # rounds 9-10: "\\frac{1}{2}^2 = \\frac{1}{4}" → "^3", a power of a number, was read NC, not SC
            if complex_span and re.search(r"(?<![a-zA-Z\\])i\s*$", before):
                continue  # a power of the imaginary unit ("i^2 = -1" → "i^3"): a false fact (read KE), not algebra
            if _numeric_exponent(span, exponent):
                # round 24: "$x^{4*\\frac{5}{2}}=x^{10}$" → "x^{20}" or "x^{2*...}": an exponent written as arithmetic
                # on numbers, or a digit of a many-digit exponent, is a product worked out wrong (read NC, NC/SC)
                continue
            if _power_of_question_group(before, exponent.group(2), context):
                # round 24: "Simplify $(x\\sqrt{x^3})^4$ ... becomes $(x*x^{3/2})^4$" → "^2": the power the question
                # applies, restated, was read QU twice (a miscopied question), not an algebra slip
                continue
            old = exponent.group(2)
            new_digit = "3" if old == "2" else "2"
            if (
                _restates_question_expression(span, exponent.start(2), context) is not None
                or _restates_question_group(span, exponent.start(2), context)
                or _sets_up_question(span, context)
                or _question_term(span, exponent.start(2), sentence, context)
                or _restates_question_side_loosely(span, exponent.start(2), context)
                or _operand_of_calculus(span, exponent.start(2), context)
                or LONE_POWER_RE.fullmatch(_math_body(span))
            ):
                # a miscopied power of the question's own expression or condition is not an algebra slip;
                # round 3: "the coefficient of $x^3$" names a term of the question (QU/KE), it does no algebra
                continue
            at = offset + exponent.start(2)
            checked = _checked_sc_edit(text, at, offset + exponent.end(2), new_digit, context)
            if checked is None:
                continue
            results.append(
                _candidate(
                    text,
                    at,
                    offset + exponent.end(2),
                    new_digit,
                    ErrorType.SC,
                    "exponent_change",
                    f"the exponent {old} in {span} became {new_digit}, so the step's {checked} maths no longer holds",
                )
            )
    return _shuffled(results, rng)


# ---- RE -------------------------------------------------------------------------------------------------


def reasoning_error(text: str, rng: np.random.Generator, context: InjectionContext | None = None) -> list[Candidate]:
    """RE: the premises stay right and the conclusion drawn from them goes wrong. Only the consequence of
    an inference ("..., so B", "Therefore B", "Since A, B") is edited: a direction or truth word is
    inverted where it denies a known fact (KE), or the copula negated (never next to a negation already there; since
    round 56 only in a conclusion the step marks as its own, see ``_marked_inference``); and a verdict on an answer
    option is flipped (``flip_option_verdict``)."""
    context = context or InjectionContext()
    results = []
    for start, end in _sentences(text):
        sentence = text[start:end]
        if _reads_figure(sentence, context):
            continue  # a wrong reading of the figure is VI
        cut = _consequence_start(sentence)
        if cut is None:
            continue
        if cut < _problem_restatement_end(sentence):
            continue  # the problem restated: a negation there misstates the question (QU), it is no reasoning slip
        # round 23: "Since (3, 2) is a point on the graph of g, this means ..." took the comma inside "(3, 2)" for
        # the end of the premise, and "is not a point" misstated the question's given (read QU twice): an edit
        # before the real end of a leading premise clause edits the premise, not the conclusion
        premise_end = _leading_premise_end(sentence)
        base = start + cut
        consequence = text[base:end]
        masked = MATH_RE.sub(lambda m: " " * len(m.group(0)), consequence)
        defines = bool(DEFINITION_RE.search(sentence))
        fact = _known_fact(sentence[:cut], consequence)
        for match in [] if defines else WORD_RE.finditer(masked):
            word = match.group(0)
            if _names_quantity(masked, match.start(), match.end()):
                continue
            if LOCATION_FALL_RE.match(word) and LOCATION_AFTER_RE.match(masked[match.end() :]):
                continue  # "falls within the range" locates a value (round 8)
            new = _swap_case(word, _opposite(word, masked[match.end() :]))
            if NEGATIVE_WORD_RE.match(new) and not _no_double_negative(sentence):
                continue
            if re.search(rf"\b{re.escape(new.lower())}\b", sentence.lower()):
                continue  # round 3: "positive or negative" → "negative or negative" garbles; it changes no inference
            if word.lower() in ASKED_WORDS and _question_names(context, word):
                # "the maximum number is 12" → "minimum" when the question asks for the maximum: a misread question
                results.append(
                    _candidate(
                        text,
                        base + match.start(),
                        base + match.end(),
                        new,
                        ErrorType.QU,
                        "misstate_asked",
                        f"the question asks about the {word}, but the step now speaks of the {new}",
                    )
                )
                continue
            if _question_uses_with_noun(context, word, masked[match.end() :]):
                continue  # the question's own words with the same noun: a swap there misreads the question (QU)
            if cut + match.start() < premise_end or _in_concession(sentence, cut + match.start()):
                continue
            if fact is None or not _touches_fact(text, base + match.start(), sentence[:cut], consequence):
                # rounds 2-6: an inverted word outside a known fact was read RE only half the time (KE for a false
                # fact, QU for the question's own words, garbled for a name): only the fact lexicon's edit is kept
                continue
            results.append(
                _candidate(
                    text,
                    base + match.start(),
                    base + match.end(),
                    new,
                    ErrorType.RE,
                    "invert_conclusion",
                    f"the premises support '{word}', but the conclusion now says '{new}'",
                )
            )
        results += [
            negation
            for negation in _negations(
                text,
                base,
                masked,
                sentence,
                ErrorType.RE,
                "negate_conclusion",
                "the conclusion that follows from the premises is negated",
            )
            if negation.params["at"] >= start + premise_end
            and not _restates_question_clause(text, negation.params["at"], context)
            and not _classifies_into_named_class(text, negation.params["at"])
            and not _in_elliptical_inversion(text, negation.params["at"])
            and not _identifies_the_only(text, negation.params["at"])
            and not _in_listed_condition(text, negation.params["at"])
            and not _spells_out_compound_term(text[:base], consequence)
            and not _glosses_asked_condition(text, start, context)
            and not _denies_class_property(text, sentence, negation)
            and _marked_inference(text[start : negation.params["at"]])
        ]
        if fact is not None:
            # "opposite charges, so the force is not attractive" denies a basic fact: a knowledge error (only an
            # edit at or just before the word that states the fact; another edit in the conclusion stays RE)
            results = [
                _as_fact_error(c, fact)
                if c.params["at"] >= base
                and c.params["error_type"] == ErrorType.RE.value
                and _touches_fact(text, c.params["at"], sentence[:cut], consequence)
                else c
                for c in results
            ]
    made = {c.text for c in results}
    # a verdict on an answer option, flipped (not one negate_conclusion already made)
    results += [c for c in flip_option_verdict(text, context) if c.text not in made]
    return _shuffled(results, rng)


# ---- RE: a verdict on an answer option flipped -------------------------------------------------------------

# The option a step judges: "Choice A", "Option_B", "choices B, C, and D", "(B)", "this option", "the answer".
OPTION_SUBJECT = (
    r"(?:(?:answer\s+)?(?:choice|option)s?\s*_?\s*\(?[A-H]\)?(?:\s*,\s*\(?[A-H]\)?)*(?:,?\s*(?:and|or)\s+\(?[A-H]\)?)?"
    r"|\([A-H]\)|(?:this|that|the\s+(?:first|second|third|fourth|last))\s+(?:option|choice)|the\s+answer)"
)
# The verdict words and their opposites (the logic check sees every one: true and false classes).
VERDICT_SWAPS = {**TRUTH_SWAPS, "right": "wrong", "wrong": "right", "accurate": "inaccurate", "inaccurate": "accurate"}
VERDICT_WORD = r"(?:in)?correct|true|false|right|wrong|(?:in)?valid|(?:in)?accurate"
ELIMINATED = r"ruled\s+out|eliminated|excluded|discarded|rejected"
# What may stand between the subject and its verdict: the option's words in brackets, an adverb that keeps the verdict.
VERDICT_ADVERB = r"(?:(?:also|therefore|thus|hence|clearly|indeed|definitely|certainly)\s+)?"
OPTION_GAP = r"(?:\s*\([^()\n]{1,80}\))?\s+" + VERDICT_ADVERB
# "<lead> SUBJECT <verdict>": the subject opens the sentence (after a bullet or a connective such as "Thus,") or
# the clause after "so/therefore/thus"; "making this choice incorrect" names it as the object of a verdict.
OPTION_VERDICT_RE = re.compile(
    r"(?:^[\s\-*•]*(?:(?:thus|therefore|hence|so|consequently|clearly|then|overall|finally|as\s+a\s+result),?\s+)?"
    r"|\b(?:so|therefore|thus|hence)\s*,?\s+)"
    rf"(?P<subject>{OPTION_SUBJECT})(?P<gap>{OPTION_GAP})"
    rf"(?:(?P<copula>is|are|must\s+be|can\s+be)\s+(?P<adverb>{VERDICT_ADVERB})(?:(?P<article>an?)\s+)?"
    rf"(?P<word>{VERDICT_WORD})\b(?!\s+(?:but|yet|though|although|in\s+part)\b)"
    rf"|(?P<negated>is\s+not|are\s+not|cannot\s+be)\s+(?P<negword>{VERDICT_WORD}|the\s+correct\s+answer)\b"
    rf"|(?P<elim>can(?:not)?\s+be)\s+(?:{ELIMINATED})\b"
    r"|(?P<answer>is|are)\s+the\s+(?:correct|right)\s+(?:answer|choice|option)\b)",
    re.IGNORECASE,
)
MAKING_VERDICT_RE = re.compile(
    rf"\b(?:making|makes|rendering)\s+(?P<subject>{OPTION_SUBJECT})\s+(?P<word>{VERDICT_WORD})\b", re.IGNORECASE
)
# The step's final answer line ("Solution: Choice_D", "Solution: Choice C is the correct answer because ...").
SOLUTION_LINE_RE = re.compile(r"[\s#*]*(?:solution|final\s+answer|answer)\s*:", re.IGNORECASE)
# A word that needs the negation it follows ("is not correct either", "cannot be correct at all").
NEGATIVE_POLARITY_AFTER_RE = re.compile(r"[^.;!?\n]*\b(?:either|at\s+all|any\s*more|any\s+longer)\b", re.IGNORECASE)
# A hypothetical or an open question: "Choice A would be correct if ...", "whether option B is valid".
HYPOTHETICAL_RE = re.compile(r"\b(?:if|whether|unless|suppose|assuming)\b|\?", re.IGNORECASE)
# A quantified verdict ("is sometimes true", "is not necessarily true", "is the most accurate"): flipping it says
# something else than the opposite verdict.
QUANTIFIED_VERDICT_RE = re.compile(
    r"\b(?:sometimes|always|never|necessarily|only|partly|partially|most|least|more|less|mostly|somewhat)\b",
    re.IGNORECASE,
)


# A question that asks for the exception ("Which of the following is NOT ...", "all of the following EXCEPT", "the
# LEAST likely reason", "which statement is false"): there "Choice A is correct" may mean "a valid reason" or "the
# answer to pick".
EXCEPTION_QUESTION_RE = re.compile(
    r"\b(?:EXCEPT|NOT|LEAST|FALSE)\b"
    r"|(?i:\bfollowing\b[^.?!\n]*\bexcept\b"
    r"|\bwhich\s+of\s+the\s+following(?:\s+[\w-]+){0,6}?\s+(?:is|are|does|do|would|could|will)\s+not\b"
    r"|\bwhich\s+of\s+the\s+following(?:\s+[\w-]+){0,6}?\s+(?:is|are)\s+(?:false|incorrect|untrue)\b"
    r"|\bleast\s+likely\b)"
)


def _asks_for_exception(question: str) -> bool:
    """Does the question's stem (the text before its options) ask for the exception: NOT, EXCEPT, LEAST, FALSE?"""
    first = FIRST_OPTION_RE.search(question)
    return bool(EXCEPTION_QUESTION_RE.search(question[: first.start()] if first else question))


def _verdict_stated_before(before: str) -> bool:
    """Does ``before`` (the earlier steps and this step up to the sentence) already give a verdict on an option
    ("Choice A is correct.")? Then the solution has fixed what its "correct" means (round 34, both readers: "the
    prior steps' convention: correct = valid reason")."""
    return any(
        OPTION_VERDICT_RE.search(masked) or MAKING_VERDICT_RE.search(masked)
        for start, end in _sentences(before)
        for masked in [MATH_RE.sub(lambda m: "M" * len(m.group(0)), before[start:end])]
    )


def _lists_options(question: str) -> bool:
    """Does the question list at least two answer options ("A: ...", "(B) ...")?"""
    return len({m.group(1) for m in LISTED_OPTION_RE.finditer(question)}) >= 2


def _flipped_verdict(match: re.Match[str]) -> tuple[int, int, str] | None:
    """(start, end, replacement) in the match's string that turns its verdict into the opposite one without a
    double negative, or None: "is incorrect" → "is correct", "an incorrect" → "a correct", "is not correct" →
    "is correct", "cannot be correct" → "can be correct", "can be ruled out" ↔ "cannot be ruled out", "is the
    correct answer" → "is not the correct answer"."""
    groups = match.groupdict()
    if groups.get("word"):
        word = groups["word"]
        new = _swap_case(word, VERDICT_SWAPS[word.lower()])
        # "Choice C is also incorrect" → "is correct": "also" would claim the verdict of a sibling it no longer shares
        start = match.start("adverb") if (groups.get("adverb") or "").strip().lower() == "also" else match.start("word")
        if groups.get("article"):
            article = "an" if new[0].lower() in "aeiou" else "a"
            new = _swap_case(groups["article"], article) + " " + new
            start = min(start, match.start("article"))
        elif start != match.start("word"):
            new = _swap_case(groups["adverb"], new)
        return start, match.end("word"), new
    if groups.get("negated"):
        negated = groups["negated"]
        if negated.lower().startswith("cannot"):
            return match.start("negated"), match.end("negated"), _swap_case(negated, "can") + negated[6:]
        return match.start("negated"), match.end("negated"), re.sub(r"\s+not$", "", negated, flags=re.IGNORECASE)
    if groups.get("elim"):
        elim = groups["elim"]
        if elim.lower().startswith("cannot"):
            return match.start("elim"), match.end("elim"), _swap_case(elim, "can") + elim[6:]
        return match.start("elim"), match.end("elim"), _swap_case(elim, "cannot") + elim[3:]
    if groups.get("answer"):
        return match.start("answer"), match.end("answer"), groups["answer"] + " not"
    return None


def flip_option_verdict(text: str, context: InjectionContext) -> list[Candidate]:
    """RE ``flip_option_verdict``: in a step of a multiple-choice question, a sentence whose subject is an answer
    option ("Choice A is incorrect because ...", "Thus, Choice A cannot be correct.", "Choice C can be ruled out.")
    gets the opposite verdict; its reasons stay, so the step draws the wrong verdict from its own analysis. Never in
    a hypothetical ("would be correct if", "whether"), a quantified verdict ("is sometimes true"), the restated
    question, an option's quoted words or the final "Solution: Choice_X" line, and never into a double negative. When
    the question asks for the exception (NOT, EXCEPT, LEAST, FALSE), only once an earlier verdict has fixed whether
    "correct" means "true of the topic" or "the answer to pick"."""
    if not _lists_options(context.question):
        return []
    question = re.sub(r"\s+", " ", context.question).lower()
    exception = _asks_for_exception(context.question)
    results = []
    for start, end in _sentences(text):
        sentence = text[start:end]
        line = text[text.rfind("\n", 0, start) + 1 :]
        if HYPOTHETICAL_RE.search(sentence) or SOLUTION_LINE_RE.match(line):
            continue
        if exception and not _verdict_stated_before(context.earlier + "\n" + text[:start]):
            # round 34: "Which ... is NOT a reason ...?" "Choice A is correct. Higher temperatures allow ..." →
            # "incorrect" can mean "A is not the answer to pick", which is true (one reader: not wrong); once an
            # earlier verdict has fixed the sense, both readers read the flip RE (3 of 3)
            continue
        if len(sentence) > 20 and re.sub(r"\s+", " ", sentence).strip().lower() in question:
            continue  # the question's own text restated
        masked = MATH_RE.sub(lambda m: "M" * len(m.group(0)), sentence)
        for match in [*OPTION_VERDICT_RE.finditer(masked), *MAKING_VERDICT_RE.finditer(masked)]:
            flip = _flipped_verdict(match)
            if flip is None:
                continue
            at, stop, new = flip
            verdict = sentence[match.end("subject") : match.end()]
            if QUANTIFIED_VERDICT_RE.search(verdict + sentence[match.end() : match.end() + 20].split(",")[0]):
                continue
            if _in_option_statement(text, start + at):  # an option's own words, or quoted text
                continue
            negations = len(NEGATION_RE.findall(MATH_RE.sub(" ", sentence[:at] + new + sentence[stop:])))
            if negations > 1 or (NEGATIVE_WORD_RE.match(new.split()[-1]) and not _no_double_negative(sentence)):
                continue  # "Choice C is not ..., so it is incorrect" style double negatives
            old = sentence[at:stop]
            said = sentence[match.start("subject") : match.end()]
            says = sentence[match.start("subject") : at] + new + sentence[stop : match.end()]
            if NEGATION_RE.search(old) and NEGATIVE_POLARITY_AFTER_RE.match(sentence[stop:]):
                continue  # "is not the correct answer either" → "is the correct answer either" is no sentence
            results.append(
                _candidate(
                    text,
                    start + at,
                    start + stop,
                    new,
                    ErrorType.RE,
                    "flip_option_verdict",
                    f"the step's analysis supports '{said}'; the step now says '{says}'",
                )
            )
    return results


# A compound term with a participle ("X-linked", "sex-linked", "temperature-dependent", "carbon-based").
COMPOUND_TERM_RE = re.compile(r"\b([A-Za-z]+)-[a-z]+(?:ed|ent)\b")


# A clause that glosses what something means ("which means ...", "This means that ..."): as often a fact restated.
GLOSS_MEANS_RE = re.compile(r"\b(?:which|this|that|it)\s+means\b", re.IGNORECASE)
# A conclusion the step marks as its own: "Therefore, ...", "Thus ...", "..., so ...".
MARKED_CONCLUSION_RE = re.compile(
    r"^[\s\-*#>•]*(?:\d+\.\s+)?(?:therefore|thus|hence|so|consequently)\b|,\s*(?:and\s+)?(?:so|therefore|thus|hence)\b",
    re.IGNORECASE,
)


def _marked_inference(before: str) -> bool:
    """Is the copula negated after ``before`` (its sentence up to the copula) in a conclusion the step marks as its own
    inference ("Therefore, ...", "..., so we can ...")? After round 55: on the MMLU-Pro text of rounds 41-55 both
    readers read RE in 61 of 66 negations in such conclusions or of "we can", and in 24 of 39 others (after "Since ...,"
    or "which means" the clause is as often a fact restated, read KE, or the question's premise, QU)."""
    return not GLOSS_MEANS_RE.search(before) and bool(MARKED_CONCLUSION_RE.search(before))


def _spells_out_compound_term(before: str, consequence: str) -> bool:
    """Does the conclusion spell out a compound term of its premise (this sentence's or the one before):
    "hemophilia, which is a recessive, X-linked trait. This means the gene ... is located on the X chromosome"?
    It restates the term's definition, a fact: negating it was read KE twice (round 24), not a wrong inference."""
    premise = " ".join(re.split(r"(?<=[.!?])\s+", before.strip())[-2:])
    return any(
        re.search(rf"(?<![\w-]){re.escape(term.group(1))}(?![\w-])", consequence)
        for term in COMPOUND_TERM_RE.finditer(premise)
    )


# An elliptical inversion: "so/neither/nor" + auxiliary + subject, with no main verb of its own ("and so are the
# three A's"); a "not" put into it is ungrammatical ("and so are not the three A's").
ELLIPTICAL_INVERSION_RE = re.compile(
    r"\b(?:so|neither|nor)\s+(?:is|are|was|were|am|do|does|did|has|have|had|can|could|will|would|shall|should|must)"
    r"(?:\s+not)?\s*$",
    re.IGNORECASE,
)
# A step that lists the problem's conditions ("The conditions are:", "The given conditions:"): its items restate
# the question.
LISTED_CONDITIONS_RE = re.compile(
    r"\b(?:conditions?|constraints?|requirements?|assumptions?)\s+(?:are|is)?\s*:", re.IGNORECASE
)
#: A line that opens a list item (case-sensitive: "A. ..." is a sentence, not an item).
LIST_ITEM_RE = re.compile(rf"\s*(?:{LIST_MARKER})\s")


# A sentence stating the task ("We need to find the probability that ...", "The question asks for ...").
TASK_STATEMENT_RE = re.compile(
    r"^\W*(?:(?:we|I)\s+(?:need|have|want|are\s+asked|must)\s+to\s+"
    r"(?:find|determine|calculate|compute|work\s+out|figure\s+out|show|prove)"
    r"|the\s+(?:question|problem)\s+(?:asks|wants)|(?:our|the)\s+(?:goal|task)\s+is)\b",
    re.IGNORECASE,
)
# A sentence that glosses the one before ("This means ...", "That is, ...", "In other words, ...").
GLOSS_SENTENCE_RE = re.compile(
    r"^\W*(?:(?:this|that|which)\s+(?:means|implies|is\s+to\s+say)|that\s+is\b|in\s+other\s+words)\b",
    re.IGNORECASE,
)


def _glosses_asked_condition(text: str, start: int, context: InjectionContext) -> bool:
    """Does the sentence at ``start`` gloss the task the sentence before states ("We need to find the probability
    that Joe eats at least two kinds of fruit. This means he can eat ...")? It explains what the QUESTION asks:
    negating it misstates the question (round 34: read QU by both readers), it is no slip of the reasoning."""
    if not GLOSS_SENTENCE_RE.match(text[start:]):
        return False
    before = text[:start].strip() or context.earlier.strip()
    sentences = _sentences(before)
    return bool(sentences) and bool(TASK_STATEMENT_RE.match(before[sentences[-1][0] : sentences[-1][1]]))


# A generic statement about a class, opening the sentence with a bare plural ("Monoclonal antibodies are produced
# by ..."), not a determiner, a number or the options.
BARE_PLURAL_SUBJECT_RE = re.compile(
    r"^\W*(?!(?:the|these|those|this|that|its|their|our|my|your|both|all|some|many|most|few|several|each|every|"
    r"choices?|options?|statements?|answers?|\d+|two|three|four|five|six|seven|eight|nine|ten)\b)"
    r"(?:[A-Za-z-]+\s+){0,3}?[A-Za-z-]+s\s+(?:are|were|have|can|do)\b",
    re.IGNORECASE,
)


def _denies_class_property(text: str, sentence: str, negation: Candidate) -> bool:
    """Does the negation turn a property a whole class has into "not all" ("Monoclonal antibodies are produced by
    cloned B cells, so they are all identical" → "are not all identical")? The conclusion restates what the class
    is by definition, so its denial is a false fact (round 34: read KE by both readers), not a wrong inference."""
    after = text[negation.params["at"] + len(negation.params["old"]) :]
    return bool(re.match(r"\s+all\b", after)) and bool(BARE_PLURAL_SUBJECT_RE.match(sentence))


# The subject of a copula that identifies "the only X" ("the only force acting on them is gravity").
ONLY_SUBJECT_RE = re.compile(r"\bthe\s+(?:only|sole)\b", re.IGNORECASE)


def _identifies_the_only(text: str, at: int) -> bool:
    """Is the copula at ``at`` the verb of a clause whose subject is "the only X" ("the only force acting on them is
    gravity", "the only changing factor is the mass of one of the balls")? Such an identification restates the
    set-up or a fact rather than drawing an inference: round 35, "is not gravity" read KE and "is not the mass" read
    QU by both readers, and both called the negation unnatural."""
    clause_start = max(text.rfind(mark, 0, at) for mark in (",", ";", ".", ":", "\n")) + 1
    # "Therefore, the only constant that relates momentum and wavelength is Planck's constant" draws the
    # identification as the inference's explicit conclusion: its negation was read RE by both readers (round 28)
    clause_lead = re.split(r"[;.:\n]", text[:clause_start])[-1]
    if re.match(r"\s*(?:therefore|thus|hence|so|consequently)\b", clause_lead, re.IGNORECASE):
        return False
    return bool(ONLY_SUBJECT_RE.search(text[clause_start:at]))


def _in_elliptical_inversion(text: str, at: int) -> bool:
    """Is position ``at`` just after "so/neither/nor + auxiliary" (an inverted clause that only points back to the
    previous one)? Round 20: "and so are the three A's" → "and so are not the three A's", ungrammatical and read QU
    by both graders: such a clause has no main verb of its own to negate."""
    clause_start = max(text.rfind(mark, 0, at) for mark in (",", ";", ".", ":", "\n")) + 1
    return bool(ELLIPTICAL_INVERSION_RE.search(text[clause_start:at]))


def _in_listed_condition(text: str, at: int) -> bool:
    """Is position ``at`` in a list of the problem's conditions ("The conditions are: a. ...; b. ...")? Negating
    one misstates the question (round 20: read QU by both graders), it is no slip of reasoning."""
    matches = list(LISTED_CONDITIONS_RE.finditer(text, 0, at))
    if not matches:
        return False
    match = matches[-1]
    # the list runs from the colon over item lines ("a. ...", "1) ...", "- ...") with no blank line between
    lines = text[match.end() : at].split("\n")
    return "" not in [line.strip() for line in lines[1:]] and all(LIST_ITEM_RE.match(line) for line in lines[1:])


# A relative clause putting something in a class named after a person or place ("which is a line of the Balmer
# series", "that is an isotope of Uranium"): a classification by definition.
NAMED_CLASS_RE = re.compile(
    r"\b(?:which|that)\s+(?:is|are)\s+(?:a|an|one|part)\s+(?:[\w-]+\s+){0,2}?of\s+(?:the\s+)?[A-Z][a-z]"
)


def _classifies_into_named_class(text: str, at: int) -> bool:
    """Is position ``at`` in a relative clause classifying something into a named class ("..., which is a line of the
    Balmer series")? Negating it denies a classification fact: round 18, read KE by both graders, not RE (a
    conclusion inferred from evidence, "so it is a plant cell", stays RE: rounds 12-16)."""
    return any(m.start() <= at <= m.end() for m in NAMED_CLASS_RE.finditer(text, max(0, at - 40), at + 80))


CLAUSE_STOP_WORDS = frozenset(
    "the and for are but not can each one any all its this that with from has have had was were will would "
    "you your they them their there then than our out into onto also just only least most more some such so "
    "which what when where who how why may might must should could does did done".split()
)


def _content_words(text: str) -> set[str]:
    """The content words of ``text`` (three letters or more, not a function word), plural "s" dropped."""
    words = re.findall(r"[A-Za-z]{3,}", MATH_RE.sub(" ", text).lower())
    return {w[:-1] if w.endswith("s") and not w.endswith("ss") else w for w in words if w not in CLAUSE_STOP_WORDS}


def _restates_question_clause(text: str, at: int, context: InjectionContext) -> bool:
    """Do most (four fifths or more, at least four) of the content words of the clause holding ``at`` appear in
    the question? Negating such a clause misstates the question's condition. Round 12: "each pair of pants can be
    used with at least one shirt" (the question's "each shirt can be used with at least one pair of pants") →
    "cannot be used" was read QU, not a wrong conclusion."""
    if not context.question:
        return False
    start = max(text.rfind(mark, 0, at) for mark in (",", ";", ".", ":", "\n")) + 1
    ends = [i for mark in (",", ";", ".", ":", "\n") if (i := text.find(mark, at)) >= 0]
    words = _content_words(text[start : min(ends) if ends else len(text)])
    return len(words) >= 4 and 5 * len(words & context.views.content_words) >= 4 * len(words)


# Direction words that, as the first part of a compound noun, name a quantity ("the fall time", "the rise
# time", "the increase factor"), and nouns after which "positive"/"negative" name a thing ("positive charge").
VERBAL_DIRECTION_WORDS = frozenset({"rise", "fall", "rises", "falls", "increase", "decrease"})
NAMED_SIGN_RE = re.compile(r"\s+(?:charges?|ions?|terminals?|electrodes?|poles?|plates?|particles?)\b", re.IGNORECASE)
DETERMINER_RE = re.compile(r"\b(?:the|a|an|its|their|this|that|each|his|her|our|my)\s+$", re.IGNORECASE)
NOT_A_NOUN_RE = re.compile(
    r"\s+(?:in|of|by|to|from|and|or|is|was|are|were|as|at|with|than|for|because|when|so|until|then|[a-z]+(?:ly|ed|s))\b",
    re.IGNORECASE,
)


def _names_quantity(masked: str, start: int, end: int) -> bool:
    """Is the direction word at masked[start:end] part of a name rather than a claim: a noun modifier
    ("the fall time": round 4 read "rise time" as a misnamed quantity, KE/QU) or "positive charge"?"""
    word, following = masked[start:end].lower(), masked[end:]
    if word in {"positive", "negative"}:
        return bool(NAMED_SIGN_RE.match(following))
    return (
        word in VERBAL_DIRECTION_WORDS
        and bool(DETERMINER_RE.search(masked[:start]))
        and bool(re.match(r"\s+[a-z]{3,}\b", following))
        and not NOT_A_NOUN_RE.match(following)
    )


@functools.cache
def known_facts() -> tuple[tuple[re.Pattern[str], re.Pattern[str], str], ...]:
    """(premise, conclusion, fact) rows of ``data/known_facts.tsv``."""
    text = (resources.files("confprobench.perturb") / "data" / "known_facts.tsv").read_text(encoding="utf-8")
    rows = [line.split("\t") for line in text.splitlines() if line.strip() and not line.startswith("#")]
    return tuple(
        (re.compile(premise, re.IGNORECASE), re.compile(rf"\b(?:{conclusion})", re.IGNORECASE), fact)
        for premise, conclusion, _subject, fact in rows
    )


def _known_fact(premise: str, consequence: str) -> str | None:
    """The basic fact that the premise and the conclusion of a sentence restate, if the lexicon has one."""
    for premise_re, conclusion_re, fact in known_facts():
        if premise_re.search(premise) and conclusion_re.search(consequence):
            return fact
    return None


def _touches_fact(text: str, at: int, premise: str, consequence: str) -> bool:
    """Does the word that states the fact start within a few words after the edit at ``at``?"""
    window = text[at : at + 40]
    return any(
        premise_re.search(premise) and conclusion_re.search(consequence) and conclusion_re.search(window)
        for premise_re, conclusion_re, _fact in known_facts()
    )


def _as_fact_error(candidate: Candidate, fact: str) -> Candidate:
    params = {
        **candidate.params,
        "error_type": ErrorType.KE.value,
        "rule": "contradict_fact",
        "explanation": f"the conclusion now denies a basic fact: {fact}",
    }
    return Candidate(candidate.text, "contradict_fact", params)


def _question_names(context: InjectionContext, word: str) -> bool:
    """Does the question itself use ``word`` (or, for valid/invalid, state a condition the answer must meet)?"""
    if word.lower() in {"valid", "invalid"}:
        return bool(
            re.search(
                r"\b(?:no two|not|cannot|must|such that|so that|condition|allowed)\b", context.question, re.IGNORECASE
            )
        )
    return bool(re.search(rf"\b{re.escape(word.lower())}\b", context.question.lower()))


def _question_uses_with_noun(context: InjectionContext, word: str, following: str) -> bool:
    """Does the question itself write ``word`` with the noun that follows it in the step (up to two words on:
    "distinct positive factors" after "positive")? Swapping that word misstates what the question asks (round 15:
    "How many distinct positive factors ..." → the step's "distinct negative factors" was read QU by both graders,
    recorded KE)."""
    noun = re.match(r"\s+(?:[a-z-]+\s+){0,1}?([a-z]{3,})", following, re.IGNORECASE)
    if noun is None or not context.question:
        return False
    stem = re.escape(noun.group(1).lower().rstrip("s"))
    return bool(re.search(rf"\b{re.escape(word.lower())}\s+(?:[a-z-]+\s+){{0,1}}?{stem}", context.question.lower()))


def _opposite(word: str, following: str) -> str:
    """The inverted word; "more" becomes "fewer" before a plural noun ("36 more students") and "less"
    otherwise ("more O2 is released")."""
    if word.lower() == "more":
        return "fewer" if re.match(r"\s+[a-z]+s\b", following) else "less"
    return WORD_SWAPS[word.lower()]


def _swap_case(old: str, new: str) -> str:
    return new.capitalize() if old[0].isupper() else new


# Before a copula: an open "if" clause or a principle being quoted; negating there misstates the rule, not the
# inference ("when $x$ is very large" → "is not" stays: round 2-4 graders read it as RE).
QUOTED_RULE_RE = re.compile(r"\bif\b[^,;]*$|\b(?:says?|states?|stated|tells us|defined|definition)\b", re.IGNORECASE)


# the copula sits inside a "where"-clause that defines a symbol ("where k is an integer")
WHERE_CLAUSE_RE = re.compile(r"\bwhere\b[^.;:]*$", re.IGNORECASE)
# "respectively" pairs two facts with two objects; "worth"/"important to" mark a comment on the work itself
UNNEGATABLE_SENTENCE_RE = re.compile(r"\brespectively\b|\bworth\b|\bimportant to\b", re.IGNORECASE)
# a lead that restates the question before a colon ("Why so much is lost: most of the energy ...")
# Round 8: "we need to find the probability of one student being absent while the other is present" → "not present"
# changes what is to be found (read QU): no negation inside the object of find/compute/calculate.
TASK_OBJECT_RE = re.compile(
    r"\b(?:find|compute|calculate|determine|work out|figure out|evaluate)\b[^.;,!?\n]*$", re.IGNORECASE
)
# Round 8: "the expected value is equal to the probability of ... times ... plus ..." → "is not equal to" denies a
# definition (read KE): a copula before "equal to"/"defined as"/"given by" whose predicate has no number or maths.
# mrben-dev: "P is proportional to T/V" → "is not proportional to" denies the law the step applies (a reader types it
# KE, not RE): a proportionality between quantities is a law too.
DEFINING_PREDICATE_RE = re.compile(
    r"\s*(?:equal to|the same as|defined (?:as|by)|given by|(?:directly\s+|inversely\s+)?proportional to)\b",
    re.IGNORECASE,
)
QUESTION_LEAD_RE = re.compile(r"(?:^|\n)\s*(?:why|how|what|which|when)\b[^.?!:\n]*$", re.IGNORECASE)


# A subordinate clause that states a premise, not the conclusion ("because ...", "while ...", "given that ...").
PREMISE_CLAUSE_RE = re.compile(
    r"\b(?:because|since|while|whilst|whereas|given\s+that|when|whenever|although|though|provided\s+that)\b"
    r"|^\s*(?:and\s+|but\s+)?as\b(?!\s+(?:a|an|the)\s+result\b)",
    re.IGNORECASE,
)


# Adverbs between a copula and its predicate ("is also incorrect"): the predicate's own polarity is the next word's.
ADVERBS_BEFORE_PREDICATE = frozenset({"also", "too", "still", "clearly", "indeed", "certainly", "therefore", "thus"})
# Degree adverbs before a predicate ("is very unlikely"): they too are skipped to find the predicate's polarity.
DEGREE_ADVERBS = frozenset(
    {"very", "quite", "highly", "extremely", "rather", "fairly", "so", "most", "more", "less", "least"}
)


# An "i.e." / "that is" gloss the copula sits in: "(i.e. the system is at equilibrium)", ", that is, the base is ...".
GLOSS_BEFORE_RE = re.compile(r"(?:\(|[,;:—–-]\s*)(?:i\.\s?e\.?|e\.\s?g\.?|that is)(?:,|\s)[^().;!?\n]*$", re.IGNORECASE)


def _negations(
    text: str, base: int, masked: str, sentence: str, error_type: ErrorType, rule: str, explanation: str
) -> list[Candidate]:
    """Negate the first copula of ``masked`` (a stretch of ``text`` starting at ``base``) when the
    sentence has no negation yet and the copula is not followed by a number, maths or a negative word."""
    if not _no_double_negative(sentence):
        return []
    match = COPULA_RE.search(masked)
    if not match:
        return []
    if QUOTED_RULE_RE.search(masked[: match.start()]):
        return []  # round 4: "which says that if there are n ways" → "if there are not": a misstated principle (KE)
    if (
        WHERE_CLAUSE_RE.search(text[: base + match.start()])
        or UNNEGATABLE_SENTENCE_RE.search(sentence)
        or (
            QUESTION_LEAD_RE.search(text[: base + match.start()])
            and re.match(r"[^.?!\n]*:", text[base + match.start() :])
        )
    ):
        # round 7: "where k is not an integer" negates a definition, "where sine is not negative and positive
        # respectively" a general fact (both read KE); "it is not worth being careful" is a meta-comment and
        # "Why so much is not lost:" a heading restating the question (read QU): none is a reasoning slip
        return []
    if TASK_OBJECT_RE.search(text[: base + match.start()]):
        return []
    clause_before = re.split(r"[.!?](?:\s|$)|\n", text[: base + match.start()])[-1]
    if clause_before.count("(") > clause_before.count(")"):
        # round 41: "bond strength decreases (H-Te bond is weaker than H-Se and H-S bonds)" → "is not weaker": a
        # parenthesis states a fact that backs the claim, and negating it misstates the fact (both readers KE, not RE)
        return []
    if GLOSS_BEFORE_RE.search(text[: base + match.start()]):
        # round 26: "we want F = 0 (i.e. the system is at equilibrium)" → "is not": a gloss restates what a term
        # means, so negating it misstates a fact (read KE and RE), not the inference's conclusion
        return []
    if COORDINATED_PREDICATE_RE.search(masked[: match.start()]):
        # round 13: "it gives up electrons and is oxidised" → "and is not oxidised": a predicate joined to another
        # predicate of the same subject restates it (here its definition), so negating it contradicts its sibling
        # rather than the premises (read RE and KE)
        return []
    if PREMISE_CLAUSE_RE.search(re.split(r"[,;:.!?\n]", _clause_masked(text[: base + match.start()]))[-1]):
        # round 11: "because it is heated until it stops losing mass" → "not heated" restates the question wrongly
        # (read QU); "while the total charge is conserved" → "not conserved" denies a law (read KE). A premise is
        # not the inference's conclusion: only the concluded clause is negated
        return []
    predicate = re.split(r"[.;!?\n]", text[base + match.end() :], maxsplit=1)[0]
    if DEFINING_PREDICATE_RE.match(predicate) and not re.search(r"\d|\$|\\\(", predicate):
        return []
    following = masked[match.end() :].split()
    original_after = text[base + match.end() :].lstrip()
    while following[1:2] and (
        following[0].lower() in ADVERBS_BEFORE_PREDICATE or following[0].lower() in DEGREE_ADVERBS
    ):
        # mrben-dev: "is also incorrect" → "is not also incorrect"; round 40: "is very unlikely" → "is not very
        # unlikely": the predicate's own polarity is the word after the adverbs, and a negative one makes a double
        # negative
        following = following[1:]
    if (
        not following
        or not following[0][:1].isalpha()
        or NEGATIVE_WORD_RE.match(following[0].strip(",.;:"))
        or not original_after[:1].isalpha()
        or MATH_RE.match(original_after)
        or re.search(r"[\d=≈]", re.split(r"[,;]", original_after, maxsplit=1)[0])
    ):
        return []  # "is 840", "is $t = 6$ h": a value (NC territory); "is impossible" would become a double negative
    new = "cannot" if match.group(1) == "can" else match.group(1) + " not"
    return [_candidate(text, base + match.start(), base + match.end(), new, error_type, rule, explanation)]


# ---- KE -------------------------------------------------------------------------------------------------

# The multiplication sign of a power of ten in a constant: "×", "\\times", "·", "\\cdot" or a plain "x" (round 53: "Avogadro's
# number (6.022 x 10^23 mol^-1)" in prose was left as it was while the same constant in the maths was edited, and the
# step read as a miscopy, NC, not a wrong constant).
TIMES = r"(?:×|\\times|·|\\cdot|x(?=\s*10))"
PI_FACT = "π is 3.14..."
# Round 53: "30 rpm is equal to 30 * (2π/60) = 3.14 rad/sec" is an angular speed the step computed, not π; edited there
# or where the step computes with it later ("14400 * 3.14 - 27756"), it was read NC by both readers (three pairs).
RATE_VALUE_3_14_RE = re.compile(r"(?<![\d.])3\.14(?![\d])\s*(?:\\(?:text|mathrm)\{\s*)?[A-Za-zµ°]+\s*(?:/|per\b|\^)")
# (pattern matching a written constant, the wrong value to write, what it is). The pattern's group
# "value" is the digits replaced.
CONSTANTS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (
        re.compile(r"(?<![\d.])(?P<value>9\.8)(?:1)?(?=\s*(?:m/s|\\,?\\?(?:text|mathrm)\{m/s|m\s*s|N/kg))"),
        "8.9",
        "g is 9.8 m/s² (9.81), not 8.9",
    ),
    (
        re.compile(rf"(?<![\d.])(?P<value>6\.02)(?:2)?\s*{TIMES}\s*10(?:\^\{{?23\}}?|²³)"),
        "6.02 × 10^{22}",
        "Avogadro's constant is 6.02 × 10^23 per mole",
    ),
    (
        re.compile(
            rf"(?<![\d.])(?P<value>3(?:\.0+)?)\s*{TIMES}\s*10\^\{{?8\}}?(?=\s*(?:m/s|\\,?\\?(?:text|mathrm)\{{m/s))"
        ),
        "3 × 10^{6}",
        "the speed of light is 3 × 10^8 m/s",
    ),
    (re.compile(r"(?<![\d.])(?P<value>8\.314)(?![\d])"), "8.134", "the gas constant R is 8.314 J/(mol·K)"),
    (re.compile(r"(?<![\d.])(?P<value>0\.0821)(?![\d])"), "0.0281", "the gas constant R is 0.0821 L·atm/(mol·K)"),
    (
        re.compile(r"(?<![\d.])(?P<value>22\.4)(?=\s*(?:L|liters|litres|dm))"),
        "11.2",
        "one mole of an ideal gas occupies 22.4 L at STP",
    ),
    (
        re.compile(r"(?<![\d.])(?P<value>4\.18)(?:4)?(?=\s*(?:J|\\,?\\?(?:text|mathrm)\{J))"),
        "1.48",
        "the specific heat of water is 4.18 J/(g·°C)",
    ),
    (re.compile(r"(?<![\d.])(?P<value>3\.14)(?:159\d*)?(?![\d])"), "3.41", PI_FACT),
    (
        re.compile(rf"(?<![\d.])(?P<value>1\.6)(?:0)?\s*{TIMES}\s*10\^\{{?-19\}}?"),
        "1.6 × 10^{-16}",
        "the elementary charge is 1.6 × 10^-19 C",
    ),
)

# Standard formulas and a wrong version of each (what a knowledge slip looks like).
FORMULAS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (
        re.compile(
            r"\\frac\{1\}\{2\}\s*mv\^\{?2\}?|\\tfrac\{1\}\{2\}\s*mv\^\{?2\}?|½\s*mv²|\(1/2\)\s*mv\^2|0\.5\s*mv\^2"
        ),
        "mv^2",
        "kinetic energy is ½mv², not mv²",
    ),
    (re.compile(r"(?<![\w\\])\\pi\s*r\^\{?2\}?|πr²|π\s*r\^2"), "2\\pi r", "the area of a circle is πr², not 2πr"),
    (re.compile(r"(?<![\w\\])2\s*\\pi\s*r(?![\w^])|2πr(?![\w²^])"), "\\pi r^2", "the circumference is 2πr, not πr²"),
    (
        re.compile(r"(?<![\w\\])a\^\{?2\}?\s*\+\s*b\^\{?2\}?\s*=\s*c\^\{?2\}?|a²\s*\+\s*b²\s*=\s*c²"),
        "a^2 + b^2 = 2c^2",
        "Pythagoras' theorem is a² + b² = c²",
    ),
    (re.compile(r"(?<![\w\\])F\s*=\s*ma(?![\w])"), "F = m/a", "Newton's second law is F = ma"),
    (re.compile(r"(?<![\w\\])PV\s*=\s*nRT(?![\w])"), "PV = nR/T", "the ideal gas law is PV = nRT"),
    (re.compile(r"(?<![\w\\])V\s*=\s*IR(?![\w])"), "V = I/R", "Ohm's law is V = IR"),
    (re.compile(r"(?<![\w\\])v\s*=\s*f\s*(?:\\lambda|λ)(?![\w])"), "v = f/λ", "the wave speed is v = fλ"),
    (
        re.compile(r"(?<![\w\\])p\^\{?2\}?\s*\+\s*2pq\s*\+\s*q\^\{?2\}?\s*=\s*1"),
        "p^2 + pq + q^2 = 1",
        "the Hardy–Weinberg genotype frequencies are p² + 2pq + q² = 1",
    ),
    (re.compile(r"(?<![\w\\])Q\s*=\s*mc\s*(?:\\Delta|Δ)\s*T(?![\w])"), "Q = mc/ΔT", "heat is Q = mcΔT"),
)


# What makes an expression formula (½mv², πr², 2πr) a factor of a longer expression: a bracket or a symbol right before
# it ("σ(2πrL)", "\\sigma 2\\pi r"), a bracket or a product sign right after ("½mv²(1 - …)").
FACTOR_BEFORE_RE = re.compile(r"(?:(?<!\\)[(\[]|(?<![A-Za-z])[A-Za-zα-ωΑ-Ω]|\\[A-Za-z]+|\\cdot|\\times|\*)\s*$")
FACTOR_AFTER_RE = re.compile(r"\s*(?:\(|\\left|\\frac|\\cdot|\\times|\*)")


def _inside_longer_expression(text: str, start: int, end: int) -> bool:
    """Is the expression formula at text[start:end] a factor of a longer expression? Round 60 (both readers, five
    pairs): "½mv²(1 - m/(m+M))", "σ(2πrL)(T⁴ - T₀⁴)" with the formula changed read as slips in the algebra (SC); the
    formula stated on its own ("the area is πr²", "V = ⅓πr²h", "½mv² - GMm/R = 0") as a wrong formula (KE)."""
    return bool(FACTOR_BEFORE_RE.search(text[:start]) or FACTOR_AFTER_RE.match(text, end))


def _carried_copy(text: str, start: int, formula: str, earlier: str) -> bool:
    """Is the expression formula the right side of an "=" and already written by the step before it or by an earlier
    step? Then a changed copy is a slip in carrying it (round 60, both readers: "Initial kinetic energy is ½mv²" …
    "So, F₁d₁ = mv²", read SC); the same formula stated again in words ("the base adds πr²") still reads KE."""
    squeezed = re.sub(r"\s+", "", formula)
    return text[:start].rstrip().endswith("=") and squeezed in re.sub(r"\s+", "", text[:start] + earlier)


def _substitute(pattern: re.Pattern[str], new: str) -> Callable[[str], str]:
    return lambda text: pattern.sub(new, text)


SUPERSCRIPTS = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
SUPERSCRIPT_POWER_RE = re.compile(r"10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]")


def _constant_replacer(new: str, *, whole: bool) -> Callable[[re.Match[str]], str]:
    """The whole written constant, or only its digits (keeping a trailing digit such as 9.8[1]). Each copy of a whole
    constant keeps its own notation: its multiplication sign ("x" in prose, "\\times" in maths; round 5), braces on
    the power inside maths only, and a power written in superscripts ("10²³") stays in superscripts."""

    def replace(match: re.Match[str]) -> str:
        if not whole:
            return match.group(0).replace(match.group("value"), new, 1)
        written = new if _inside_math(match.string, match.start()) else new.replace("^{", "^").replace("}", "")
        if SUPERSCRIPT_POWER_RE.search(match.group(0)):
            # round 60: "6.022 x 10²³" became "6.02 x 10^22", a notation the step never uses
            written = re.sub(r"\^\{?([-\d]+)\}?", lambda power: power.group(1).translate(SUPERSCRIPTS), written)
        sign = re.search(TIMES, match.group(0))
        return written.replace("×", sign.group(0)) if sign else written

    return replace


def _leading_value(written: str) -> float:
    """The whole number a written constant starts with ("6.022" of "6.022 \\times 10^{23}")."""
    leading = re.match(NUMBER, written)
    return _value(leading.group(0)) if leading else math.nan


def _question_constants(question: str) -> set[float]:
    """Values of well-known constants the question states ("taking g = 9.8 m/s²", "N_A = 6.022 × 10²³"):
    a step that changes one misreads the question or misremembers the constant; graders split QU/KE."""
    return {_leading_value(m.group(0)) for pattern, *_ in CONSTANTS for m in pattern.finditer(question)}


# A comparison whose bound follows ("less than 9.8 m/s^2", "above", "< ", "at most"): a constant there is the bound
# of the step's own inequality. Round 23: "the acceleration will also be less than 9.8 m/s^2" → "less than 8.9" was
# recorded KE and read RE twice: changing a bound breaks the comparison the step draws, not the recalled constant.
COMPARISON_BEFORE_RE = re.compile(
    r"(?:\b(?:less|greater|more|lower|higher|smaller|larger|fewer)\s+than|\b(?:below|above|at\s+most|"
    r"at\s+least|exceeds?|exceeding)|[<>≤≥]|\\(?:le|ge|leq|geq|lt|gt)(?![a-zA-Z]))\s*\$?\s*(?:\\\()?\s*$",
    re.IGNORECASE,
)


# What makes a left side arithmetic worked out: a product or quotient of numbers.
# (An operator between two numbers, a fraction of numbers or brackets multiplied; not the "/" of a unit such as "J/g°C".)
WORKED_OPERATOR_RE = re.compile(
    r"\d[^=\n]{0,25}?(?:[*×·÷]|\\(?:times|cdot|div)(?![a-zA-Z]))\s*\(?\s*\d|\d\s*/\s*\(?\s*\d"
    r"|\\frac\s*\{[^{}]*\d|\)\s*\("
)


def _worked_out_before(before: str) -> bool:
    """Does ``before`` end with "<arithmetic on numbers> =" ("(1 atm)(22.4 L)/((1 mole)(273 K)) = "), so that the number
    after it is a value the step works out rather than a constant it recalls ("\\(N_A\\) = ", "R = ")?"""
    head = re.match(r"(?s)(.*?)(?:=|≈|\\approx)\s*(?:\$|\\\(|\\\[)?\s*$", before)
    if head is None:
        return False
    left = re.split(r"=|≈|\\approx|\n|\\\[|\\\(|\$|:", head.group(1))[-1]
    return bool(re.search(r"\d", left) and WORKED_OPERATOR_RE.search(left))


# The result an expression states after an operand: "/9.8 m/s2 = 1.03 s" (a unit may sit between them).
STATED_RESULT_AFTER_RE = re.compile(rf"[^=.;,\n]{{0,15}}?=\s*\$?\s*(?P<result>{NUMBER})")


def _result_unchanged(result: str, text: str, new_text: str, *, separators: str) -> bool:
    """Does the edited step write the stated ``result`` as often as the original, i.e. did the edit leave it stale?
    ``separators``: the characters that, next to a digit, make a written number longer (".", and "," where the
    result may be written with thousands commas, as in a chain of plain numbers: "= 18,900")."""
    pattern = re.compile(rf"(?<![\d{separators}]){re.escape(result)}(?!\d|[{separators}]\d)")
    return len(pattern.findall(text)) == len(pattern.findall(new_text))


def _operand_of_stale_result(text: str, new_text: str, start: int, end: int) -> bool:
    """Is the span an operand of an expression ("2*(10 m/s)*sin(30°)/9.8 m/s2 = 1.03 s") whose stated result the
    edit left as it was? Round 26: g → 8.9 there with "= 1.03 s" kept was read KE and NC: the stale result on its
    face reads as a calculation slip."""
    if not re.search(rf"{ARITHMETIC_OPERATOR}\s*\(?\s*$", text[max(0, start - 5) : start]):
        return False
    after = STATED_RESULT_AFTER_RE.match(text, end)
    if after is None:
        return False
    return _result_unchanged(after.group("result"), text, new_text, separators=".")


def knowledge_error(text: str, rng: np.random.Generator, context: InjectionContext | None = None) -> list[Candidate]:
    """KE: a wrong constant (arithmetic that uses it is recomputed with the wrong value, so the step's
    only fault is the constant) or a wrong standard formula."""
    context = context or InjectionContext()
    results = []
    givens = context.views.given_numbers
    for pattern, wrong, fact in CONSTANTS:
        match = pattern.search(text)
        if match is None or {_value(match.group("value")), _leading_value(match.group(0))} & givens:
            continue  # absent, or the question states the constant (6.022 for the step's 6.02[2]): changing it is QU
        if _worked_out_before(text[: match.start()]):
            continue  # round 55: "(1 atm)(22.4 L)/((1 mole)(273 K)) = 0.0821": the step computes it (read NC twice)
        if fact == PI_FACT and RATE_VALUE_3_14_RE.search(f"{context.earlier}\n{text}"):
            continue  # 3.14 is a rate this step or an earlier one computed, not π
        whole = " " in wrong  # a power of ten is replaced whole, a plain number digit by digit
        start, end = match.span() if whole else match.span("value")
        if COMPARISON_BEFORE_RE.search(text[: match.start()]):
            continue
        if _inside_math(text, start) != _inside_math(text, end - 1):
            continue
        replacement = _constant_replacer(wrong, whole=True)(match) if whole else wrong
        old = text[start:end]
        # The same value wherever the step computes with it: the step stays consistent with its wrong constant.
        value_text = match.group("value")
        literal = re.compile(rf"(?<![\d.]){re.escape(value_text)}(?![\d])")
        in_arithmetic = value_text if whole else wrong  # a power of ten is replaced whole, below
        recomputed = _recompute(text, _substitute(literal, in_arithmetic))
        if recomputed is None:
            continue
        new_text, changed = recomputed
        new_text = pattern.sub(_constant_replacer(wrong, whole=whole), new_text)
        if not whole and _stale(text, new_text, _value(value_text)):
            continue
        if _operand_of_stale_result(text, new_text, match.start(), match.end()):
            continue
        results.append(
            Candidate(
                new_text,
                "wrong_constant",
                {
                    "error_type": ErrorType.KE.value,
                    "rule": "wrong_constant",
                    "at": start,
                    "old": old,
                    "new": replacement,
                    "recomputed": changed,
                    "explanation": f"{fact}; the step now uses {replacement}"
                    + (" (and computes consistently with it)" if changed else ""),
                },
            )
        )
    for pattern, wrong, fact in FORMULAS:
        for match in pattern.finditer(text):
            if _restated_math(match.group(0), context) or match.group(0).replace(" ", "") in context.question.replace(
                " ", ""
            ):
                continue
            if not _inside_math(text, match.start()) and "\\" in wrong:
                continue
            if "=" not in wrong and (
                _inside_longer_expression(text, match.start(), match.end())
                or _carried_copy(text, match.start(), match.group(0), context.earlier)
            ):
                continue
            results.append(
                _candidate(
                    text,
                    match.start(),
                    match.end(),
                    wrong,
                    ErrorType.KE,
                    "wrong_formula",
                    f"{fact}; the step now writes {wrong}",
                )
            )
    # No sign or power edit inside a general formula ("(n-2)×180°", "σ(p^k) = 1 + p + … + p^k", "Ψ = Ψs + Ψp"):
    # over rounds 2-10 readers typed such an edit KE 70 times of 104 and SC 34 times (the solver's own identity,
    # "(x+y+z)^2 = x^2 + …", reads SC), a split no guard resolved on fresh text. Only the FORMULAS table above
    # (a named formula with its constant or structure changed) makes wrong_formula edits. No law-direction flip
    # either: a "wrong_law_direction" rule (a direction word reversed in a sentence stating a general relation) was
    # retired after round 27 — both blind readers accepted its edit as a KE error in only 12 of 40 pairs, readers
    # typed the same flip RE, QU or KE by context, and each round's guards met new garbled forms ("an decrease").
    return _shuffled(results, rng)


# ---- VI -------------------------------------------------------------------------------------------------


# A trend word followed by both end values of the change in its own clause ("falls from 97% at 100 mmHg to 76%").
# A trend the question itself states with both its end values ("a culture growing exponentially from 1.0 × 10³ to
# 6.4 × 10⁴ cells"): the direction is the question's data, not a reading of the figure.
QUESTION_TREND_RE = re.compile(
    r"\b(?:grow(?:s|ing)?|increas(?:es|ing)|decreas(?:es|ing)|ris(?:es|ing)|fall(?:s|ing)|declin(?:es|ing)|"
    r"decay(?:s|ing)|drop(?:s|ping))\b[^.;?]{0,40}?\bfrom\s+\$?[-−]?\d(?:[^.;?]|\.(?=\d)){0,40}?\bto\s+\$?[-−]?\d",
    re.IGNORECASE,
)
# A direction word as the noun of a definition ("The gradient is the rise over the run"): it names a quantity, it
# reports nothing the figure shows.
DEFINING_NOUN_BEFORE_RE = re.compile(r"\b(?:is|are|means|equals|defined as)\s+(?:the|a|an)\s+$", re.IGNORECASE)
# A sign word predicated of a computed number ("$m = \frac{2}{3}$, which is positive", "2/3 is positive").
NUMBER_SUBJECT_BEFORE_RE = re.compile(
    r"(?:\$|\\\)|\d)\s*,?\s*(?:(?:which|that|this|it|so it)\s+)?(?:is|are|was|were)\s+(?:also\s+|clearly\s+)?$",
    re.IGNORECASE,
)
# A word predicated of a named quantity ("The slope is positive", "the acceleration is also negative"): group 1 is
# the quantity's head noun.
NAMED_SUBJECT_BEFORE_RE = re.compile(
    r"\b(?:the|its|this|that)\s+(?:[A-Za-z-]+\s+)?([A-Za-z-]{3,})\s+(?:is|are|was|were)\s+(?:also\s+|clearly\s+)?$",
    re.IGNORECASE,
)
# A maths span whose last side is a number ("$m = \frac{5-1}{4-(-2)} = \frac{2}{3}$"): a value the step computes.
COMPUTED_VALUE_RE = re.compile(
    r"=\s*[-−]?\s*(?:\d+(?:\.\d+)?|\\[dt]?frac\s*\{\s*[-−]?\d+(?:\.\d+)?\s*\}\s*\{\s*\d+(?:\.\d+)?\s*\})\s*"
    r"(?:\$|\\\))"
)


def _predicate_of_computed_quantity(text: str, at: int) -> bool:
    """Is the word at ``at`` of the step predicated of a quantity the step names earlier and computes a value for
    ("### Step 2: Find the slope / ... we get $m = ... = \\frac{2}{3}$. The slope is positive")? Its direction is
    the computed value's sign, not something read off a figure: round 18, "positive" → "negative" there was read RE
    by both graders (round 15's guard only caught a word right after the number)."""
    subject = NAMED_SUBJECT_BEFORE_RE.search(text[:at])
    if subject is None:
        return False
    before = text[: subject.start()]
    named = re.search(rf"\b{re.escape(subject.group(1))}\b", before, re.IGNORECASE)
    return named is not None and bool(COMPUTED_VALUE_RE.search(before, named.start()))


# A comparison word right before a number: the number is a threshold ("pH below 7", "at least 18"), not a reading.
THRESHOLD_BEFORE_RE = re.compile(
    r"\b(?:below|above|under|over|less than|greater than|more than|fewer than|higher than|lower than|"
    r"at least|at most|exceeds?|exceeding|up to)\s*(?:about\s+|around\s+|roughly\s+)?"
    r"(?:(?:pH|pOH|°[CF]|[A-Za-z]{1,3})\s+)?\$?\s*$",
    re.IGNORECASE,
)
# Superlatives rank the values a figure shows ("the highest on the chart"; "the minimum is 12" still reads a box
# plot), and a direction word before one of these nouns names a statistic.
SUPERLATIVE_WORDS = frozenset({"largest", "smallest", "highest", "lowest"})
NAMED_END_RE = re.compile(r"\s+(?:quartiles?|bounds?|limits?|halves|half|tails?|ends?|fences?)\b", re.IGNORECASE)
# "by 21 − 16": the change worked out from two stated values.
DIFFERENCE_AFTER_RE = re.compile(rf"\s+(?:\w+\s+){{0,2}}?by\s+(?:{NUMBER})\s*%?\s*[-−]\s*(?:{NUMBER})")


def _states_both_values(before: str, after: str) -> bool:
    """Does the sentence state the values that fix a trend's direction: two numbers before the direction word,
    or the change worked out from two of them right after it ("falls by 21 − 16")?"""
    return len(STANDALONE_NUMBER_RE.findall(before)) >= 2 or bool(DIFFERENCE_AFTER_RE.match(after))


BOTH_ENDS_RE = re.compile(r"\s+(?:\w+\s+){0,2}?from\s+[^.;:]*?\d[^.;:]*?\bto\s+[^.;:]*?\d")


# "falls within/inside/in the range": "fall" in its location sense, which has no opposite "rise"
LOCATION_FALL_RE = re.compile(r"(?:fall|falls|fell|fallen|falling)$", re.IGNORECASE)
LOCATION_AFTER_RE = re.compile(r"\s+(?:within|inside|in|into|outside|between|under|on)\b", re.IGNORECASE)


# three or more numbers in a row ("2, 8, 1"; a pair such as the point "(1, 1)" is no list of values)
LISTED_NUMBERS_RE = re.compile(rf"(?:{NUMBER})(?:\s*(?:,|;|\band\b)\s*(?:{NUMBER})){{2,}}")


def _totals_a_list(before: str, value: float) -> bool:
    """Is ``value`` the sum or the count of a list of numbers written before it ("2, 8, 1, so it has 11 electrons")?
    It is then counted from the values read, not read off the figure: a wrong one is a miscount (NC's)."""
    for listed in LISTED_NUMBERS_RE.finditer(before):
        values = [_value(n) for n in re.findall(NUMBER, listed.group(0))]
        if math.isclose(sum(values), value) or len(values) == value:
            return True
    return False


def visual_error(text: str, rng: np.random.Generator, context: InjectionContext | None = None) -> list[Candidate]:
    """VI, only in a problem with images and in a sentence that reads the figure (names an image tag,
    "the graph", "shown", ...): a value read off the figure changes clearly (not a given of the
    question, not a computed result), everywhere in the step with the arithmetic on it recomputed, so
    the only fault is the reading; or a trend's direction is inverted."""
    context = context or InjectionContext()
    if not context.has_images:
        return []
    givens = context.views.given_numbers
    results = []
    for start, end in _sentences(text):
        sentence = text[start:end]
        if not _reads_figure(sentence, context):
            continue
        results_of = [m.span("rhs") for m in ARITHMETIC_RE.finditer(sentence)]
        masked = IMAGE_TAG_RE.sub(lambda m: " " * len(m.group(0)), sentence)
        masked = re.sub(
            r"\b(?:Step|step|Figure|figure|Image|image|Table|table|Fig\.)\s+\d+",
            lambda m: " " * len(m.group(0)),
            masked,
        )
        masked = MATH_RE.sub(
            lambda m: m.group(0) if not re.search(r"[-+*/×÷^\\]", m.group(0)) else " " * len(m.group(0)), masked
        )
        for match in STANDALONE_NUMBER_RE.finditer(masked):
            written = match.group(0)
            if _value(written) in givens or any(a <= match.start() < b for a, b in results_of) or _value(written) == 0:
                continue  # a given (QU's) or a computed result (NC's)
            if THRESHOLD_BEFORE_RE.search(masked[: match.start()]):
                continue  # round 5: "pH below 7" → "below 17" changes a known threshold (read KE), not a reading
            if _totals_a_list(masked[: match.start()], _value(written)):
                continue  # round 9: "the arrangement 2, 8, 1, so it has 11 electrons" → "21": a miscount (read NC)
            for wrong in wrong_values(written, _value(written), rng, exact=False, min_relative=MISREAD_RELATIVE)[:1]:
                replaced = _replace_value(text, written, wrong)
                if replaced is None:
                    continue
                new_text, changed = replaced
                results.append(
                    Candidate(
                        new_text,
                        "misread_value",
                        {
                            "error_type": ErrorType.VI.value,
                            "rule": "misread_value",
                            "at": start + match.start(),
                            "old": written,
                            "new": wrong,
                            "recomputed": changed,
                            "explanation": f"the figure shows {written}, but the step reads {wrong} from it"
                            + (" (and computes consistently with it)" if changed else ""),
                        },
                    )
                )
        compares = " than " in sentence  # "the output is higher than the input": a comparison the values decide (RE's)
        reference = FIGURE_RE.search(sentence)
        explanation = re.compile(r"[:;]|\b(?:because|while|since|as)\b").search(
            masked, reference.end() if reference else 0
        )
        reading_end = explanation.start() if explanation else len(masked)
        for match in [] if compares else WORD_RE.finditer(MATH_RE.sub(lambda m: " " * len(m.group(0)), masked)):
            word = match.group(0)
            if word.lower() not in DIRECTION_SWAPS:
                continue  # ("1150 V is higher than 230 V" compares stated numbers: reversing it is not a misreading)
            if match.start() >= reading_end:
                continue  # round 2: "...: the nuclear charge increases" explains the trend from a fact; not a reading
            if word.lower() in SUPERLATIVE_WORDS:
                continue  # round 6: "the highest on the chart" → "lowest" ranks the bars (read RE or VI), not a reading
            if NAMED_END_RE.match(masked[match.end() :]):
                continue  # round 6: "the lower quartile" → "higher quartile" garbles a statistic's name (read KE)
            if LOCATION_FALL_RE.match(word) and LOCATION_AFTER_RE.match(masked[match.end() :]):
                continue  # round 8: "falls inside the range" locates a value; "rises inside" is unidiomatic, not wrong
            if _states_both_values(masked[: match.start()], masked[match.end() :]):
                # round 11: "21% of inhaled air but only 16% of exhaled air, so it falls by 21 − 16" → "rises": the
                # sentence's own numbers fix the direction, so the slip is in the inference (read RE), not the reading
                continue
            if BOTH_ENDS_RE.match(masked[match.end() :]):
                continue  # round 4: "falls from 97% ... to 76%" → "rises": the clause's own numbers contradict it (RE/VI)
            if QUESTION_TREND_RE.search(context.question):
                # round 10: "<image_1> shows a bacterial culture growing ... from 1.0 × 10³ to 6.4 × 10⁴" → the step's
                # "rises" as "falls" was read QU by both graders: reversing a trend the question states misreads it
                continue
            if DEFINING_NOUN_BEFORE_RE.search(masked[: match.start()]):
                continue  # round 15: "The gradient is the rise over the run" → "fall": a definition misstated (read KE)
            if word.lower() in {"positive", "negative"} and NUMBER_SUBJECT_BEFORE_RE.search(sentence[: match.start()]):
                continue  # round 15: "$m = \frac{2}{3}$, which is positive" → "negative": the number decides it (read RE)
            if _predicate_of_computed_quantity(text, start + match.start()):
                continue  # round 18: "we get $m = \frac{2}{3}$. The slope is positive" → "negative" (read RE twice)
            new = _swap_case(word, _opposite(word, masked[match.end() :]))
            results.append(
                _candidate(
                    text,
                    start + match.start(),
                    start + match.end(),
                    new,
                    ErrorType.VI,
                    "misread_trend",
                    f"the figure shows '{word}', but the step now reads '{new}'",
                )
            )
    return _shuffled(results, rng)


def _stale(original: str, new: str, value: float) -> bool:
    """After ``value`` was replaced: does the new text still state a number the original derived from
    ``value`` and another of its numbers ("... = 10 cm, so u = 10 cm", "balance 5,000 + 600 = $5,600")?"""
    before = [_value(m.group(0)) for m in re.finditer(NUMBER, original)]
    after = [_value(m.group(0)) for m in re.finditer(NUMBER, new)]
    for other in set(before) - {value}:
        # forward relations only: 840 / 2,000 = 0.42 restates an input, it is not derived from 2,000
        for derived in (value - other, other - value, value + other, value * other, value / other if other else None):
            if (
                derived is not None
                and not math.isclose(derived, value)
                and not math.isclose(derived, other)
                and any(math.isclose(derived, b, rel_tol=1e-6) for b in before)
                and any(math.isclose(derived, a, rel_tol=1e-6) for a in after)
            ):
                return True
    return False


def _in_expression(text: str, start: int, end: int) -> bool:
    """Is text[start:end] an operand: next to an operator or relation (parentheses and spaces skipped)?"""
    before = text[:start].rstrip(" ({[").rstrip()
    after = text[end:].lstrip(" )}]").lstrip()
    operators = (
        "+",
        "-",
        "−",
        "×",
        "*",
        "/",
        "÷",
        "=",
        "≈",
        "^",
        "·",
        "\\times",
        "\\cdot",
        "\\frac",
        "\\div",
        "(",
        "{",
    )
    return before.endswith(operators) or after.startswith(operators) or bool(re.match(r"\d", after[:1]))


def _replace_value(text: str, written: str, wrong: str) -> tuple[str, list[dict[str, str]]] | None:
    """``written`` → ``wrong`` everywhere in the step, with the arithmetic on it recomputed, so the step is
    consistent with the wrong value; None when a use of it cannot be recomputed (a formula, a number the
    step derived from it elsewhere)."""
    pattern = re.compile(rf"(?<![\w.,]){re.escape(written)}(?![\w]|[.,]\d)")
    recomputed = _recompute(text, lambda lhs: pattern.sub(wrong, lhs))
    if recomputed is None:
        return None
    new_text, changed = recomputed
    if any(_in_expression(new_text, m.start(), m.end()) for m in pattern.finditer(new_text)):
        return None  # used in a formula we cannot recompute: the step would also look miscalculated
    new_text = pattern.sub(wrong, new_text)
    if new_text == text or _stale(text, new_text, _value(written)):
        return None
    return new_text, changed


# ---- QU -------------------------------------------------------------------------------------------------


def _computed_earlier(written: str, context: InjectionContext) -> bool:
    """Did an earlier step compute this value (it ends an arithmetic chain: "3 × 7 = 21")?"""
    return any(math.isclose(_value(m.group("rhs")), _value(written)) for m in ARITHMETIC_RE.finditer(context.earlier))


def _concluded_earlier(text: str, end: int, written: str, context: InjectionContext) -> bool:
    """Did an earlier step conclude this value in words ("..., so the median time is 94 seconds") while this step
    does not quote the question's phrase around it ("the row ... with 43 numbers" for the question's "43 numbers",
    read QU twice in round 23)? Round 26: "lower than 94" for that concluded median (94 is also one of the question's
    times) → 188 was read RE twice, not a misread question."""
    word = re.match(r"\s*([A-Za-z]+)", text[end:])
    if word and re.search(rf"(?<![\d.]){re.escape(written)}\s+{word.group(1)}\b", context.question, re.IGNORECASE):
        return False
    for sentence in re.split(r"(?<=[.?!])\s+|\n", context.earlier):
        cut = _consequence_start(sentence)
        # the value ends the conclusion (a unit word may follow): "is 94 seconds." but not "is $88 \\div 8 = 11$"
        # (an operand) nor "there are 2 ways to arrange" (a count the step goes on to use)
        if cut is not None and re.search(
            rf"(?<!\bthere\s)\b(?:is|are|was|were|equals)\s+\$?{re.escape(written)}\$?(?:\s+[A-Za-z]+)?\s*(?:[.,;!?]|$)",
            sentence[cut:],
            re.IGNORECASE,
        ):
            return True
    return False


# A sentence that derives its value from an earlier step or a stated property ("Using the property in Step 1, the
# image will also be 100 cm from the mirror"): the value is the step's inference. Round 26: 100 → 200 there was read
# RE twice (a misapplied property), not a misread question, though the question gives the object's 100 cm.
# A value quoted from a step ("the mass of chlorine from Step 3 (0.1078 g) by the original mass of the sample (2.35 g)")
# is no derivation: the sentence must apply a named property, rule or result of that step.
CITED_DERIVATION_RE = re.compile(
    r"\b(?:using|by|applying|according to)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:property|rule|law|relation|relationship|result|formula|fact|principle)\s+(?:in|of|from)\s+step\s+\d",
    re.IGNORECASE,
)


# A number the step states as a result: after "=", "about", "gives" ... (round 4: "about 2.0 g of H2 is left over").
RESULT_BEFORE_RE = re.compile(
    r"(?:=|≈|\\approx|\b(?:about|approximately|roughly|around|nearly|almost|gives?|giving|get|gets|got|obtain|"
    r"yields?|comes? to|equals?|equal to))\s*(?:\$|\\[(\[])?\s*$",
    re.IGNORECASE,
)
TRIAL_BEFORE_RE = re.compile(
    r"\bif\s+\$?[A-Za-z]\s*=\s*[-−]?\d+(?:\.\d+)?\$?\s*,\s*(?:then\s+)?\$?[A-Za-z]\s*=\s*\$?$", re.IGNORECASE
)


def _keeps_asked_quantity(before: str, context: InjectionContext) -> bool:
    """Does ``before`` end with "<quantity> remains/stays" where the question asks for that quantity ("compute the
    proton's speed 4 s after")? The value is then the step's conclusion that the answer is unchanged."""
    kept = re.search(r"([A-Za-z]+)\s+(?:remains?|remained|stays?|stayed|is still)\s+(?:at\s+)?\$?$", before)
    if kept is None:
        return False
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", OPTION_TEXT_RE.sub(" ", context.question)) if s.strip()]
    asked = sentences[-1] if sentences else ""
    return bool(re.search(rf"\b{re.escape(kept.group(1))}\b", asked, re.IGNORECASE))


RESULT_AFTER_RE = re.compile(r"^[^.;,]{0,30}\b(?:is|are) left\b|^[^.;,]{0,30}\b(?:left over|remains?|remaining)\b")
# A line that states the solution's final answer ("**Final answer:** ...", "Answer: O2 is limiting; ...").
FINAL_ANSWER_LINE_RE = re.compile(r"\bfinal answer\b|^[\W_]*answer\s*\**\s*[:：]", re.IGNORECASE)
# A number that is the operand of an operation said in words ("subtract 12 from both sides, so I get 2y = 0"):
# the result the step states after it cannot be recomputed, so a changed operand reads as a calculation slip.
WORDED_OPERATION_RE = re.compile(
    r"\b(?:add|adding|subtract|subtracting|minus|plus|multiply|multiplying|divide|dividing|"
    r"(?:multipl|divid)\w*\b[^.;]{0,30}\bby)\s*(?:\$|\\\()?\s*$",
    re.IGNORECASE,
)
# A number taken as the operand of a number-theory relation ("the common factors of $10$ and 2"): a given only when
# the question relates its number the same way ("factors of both 100 and 150"); round 6: "canceling out the common
# factors of 10 and 2" → 15 for the question's "divide 10 by 2/3" was read RE/NC, not a misread question.
RELATION_OPERAND_RE = re.compile(
    r"\b(factor|multiple|divisor|gcd|lcm)s?\s+of\s+(?:both\s+)?(?:\$|\\\()?\s*$", re.IGNORECASE
)
# Round 6: the question's table of atomic masses ("(C = 12, H = 1, O = 16)") lists knowledge, not data of the problem:
# "12 + 2 + 16 = 30" → "12 + 2 + 32" in a formula mass was read KE.
ELEMENT_MASS_RE = r"(?<![A-Za-z])(?:H|He|Li|Be|B|C|N|O|F|Na|Mg|Al|Si|P|S|Cl|K|Ca|Mn|Fe|Cu|Zn|Br|Ag|I|Ba|Pb)\s*=\s*"
MASS_WORD_RE = re.compile(r"\b(?:mass|masses|g/mol|g\s*mol|M_?r|moles?)\b", re.IGNORECASE)


# Units a question may write after a given, each with words that name its quantity: a step's number is that given
# only if it carries the unit or names the quantity. Round 12: the question's "60 W" in "10 × 60 = 600 s" (seconds
# per minute) → "10 × 90" was read KE (a wrong conversion), not a misread question.
UNIT_QUANTITIES: dict[str, tuple[str, ...]] = {
    "W": ("power", "watt"),
    "kW": ("power", "watt"),
    "J": ("energy", "work", "joule"),
    "kJ": ("energy", "work", "joule"),
    "N": ("force", "weight", "newton"),
    "V": ("voltage", "potential", "volt", "emf"),
    "A": ("current", "amp"),
    "Ω": ("resistance", "ohm"),
    "Hz": ("frequency", "hertz"),
    "kg": ("mass", "kilogram"),
    "g": ("mass", "gram"),
    "m": ("length", "distance", "height", "metre", "meter"),
    "cm": ("length", "distance", "height", "centimetre", "centimeter"),
    "km": ("distance", "kilometre", "kilometer"),
    "s": ("time", "second"),
    "seconds": ("time", "second"),
    "minutes": ("time", "minute"),
    "min": ("time", "minute"),
    "hours": ("time", "hour"),
    "h": ("time", "hour"),
    "°C": ("temperature", "degree"),
    "K": ("temperature", "kelvin"),
    "Pa": ("pressure", "pascal"),
    "kPa": ("pressure", "pascal"),
    "mol": ("amount", "mole"),
    "L": ("volume", "litre", "liter"),
    "mL": ("volume", "litre", "liter"),
}
CONVERSION_FACTORS = frozenset({60.0, 24.0, 100.0, 1000.0, 3600.0})
UNIT_AFTER = r"\s*(?:\\[,;]|~|\$|\\(?:text|mathrm)\{\s*)*\s*"


def _carries_given_unit(text: str, start: int, end: int, context: InjectionContext) -> bool:
    """When the question writes this number with a unit ("60 W") and the number is also a common unit conversion
    factor (60 s per minute), does the step's occurrence carry the same unit or its sentence name the same quantity
    ("the power")? Without either, the number reads as the conversion. True in every other case (round-2-12 replay:
    requiring the unit of every given lost 12 accepted pairs such as "10.0 / 2.016" for "10.0 g")."""
    written = text[start:end]
    units = {
        m.group(1)
        for m in re.finditer(
            rf"(?<![\d.]){re.escape(written)}{UNIT_AFTER}([A-Za-zΩ°]+C?)(?![A-Za-z/^])", context.question
        )
        if m.group(1) in UNIT_QUANTITIES
    }
    if not units or _value(written) not in CONVERSION_FACTORS:
        return True
    after = re.match(rf"{UNIT_AFTER}([A-Za-zΩ°]+C?)(?![A-Za-z])", text[end:])
    if after and after.group(1) in units:
        return True
    sentence = _sentence_at(text, start).lower()
    return any(re.search(rf"\b{word}", sentence) for unit in units for word in UNIT_QUANTITIES[unit])


# A value stated as a property of something the step built: the subject is possessive or a pronoun's ("its digits",
# "their product") or a sum/total/product of ... ("the sum of the digits is 11").
CHECKED_PROPERTY_BEFORE_RE = re.compile(
    r"\b(?:(?:its|their)\s+(?:[\w-]+\s+){0,3}?|(?:sum|total|product)\s+of\s+[^.;:=$]{1,40}?)"
    r"(?:is|are|was|were|equals|equal to|gives|comes to|adds up to|add up to)\s*(?:\$|\\\()?\s*$",
    re.IGNORECASE,
)
SEEN_THAT_RE = re.compile(r"\bwe (?:can )?(?:see|find|conclude) that\b", re.IGNORECASE)


def _used_as_given(text: str, start: int, end: int, context: InjectionContext) -> bool:
    """Does the number at text[start:end] restate a given of the question rather than state a result?
    Not on a final-answer line, not after "=", "about", "gives" (unless the question writes the same
    "= 12", or an operator follows: a substitution), not before "is left", not under a postfix operator
    the question does not apply ("28!"), and not as the operand of an operation said in words."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    if FINAL_ANSWER_LINE_RE.search(text[line_start : line_end if line_end >= 0 else len(text)]):
        return False  # round 4: "Final answer: thymine 30%" states a result that equals a given
    written = text[start:end]
    before, after = text[max(line_start, start - 40) : start], text[end : end + 40]
    operand = re.match(rf"\s*\)?\s*(?:{OPERATOR})", after)  # "= 0.40 \times 0.250": substituted, not a result
    if RESULT_BEFORE_RE.search(before) and not operand and not RESTATE_CUE_RE.search(before):
        same = re.search(rf"(?:=|≈)\s*\$?\s*{re.escape(written)}(?![\d.])", context.question)
        if not (before.rstrip().endswith(("=", "$", "\\(")) and same):
            return False
    if MASS_WORD_RE.search(_sentence_at(text, start)) and re.search(
        rf"{ELEMENT_MASS_RE}{re.escape(written)}(?![\d.])", context.question
    ):
        return False  # an atomic mass the question lists is knowledge the step uses (a wrong one is KE, not QU)
    relation = RELATION_OPERAND_RE.search(before)
    if relation and not re.search(rf"\b{relation.group(1)}", context.question, re.IGNORECASE):
        return False
    postfix = re.match(r"[!²³]|\^", after)
    if postfix and not re.search(rf"(?<![\d.]){re.escape(written)}{re.escape(postfix.group(0))}", context.question):
        return False  # round 4: "28!" for the question's 28 is another quantity; a changed 28 there is algebra
    if not _carries_given_unit(text, start, end, context) or _molar_mass_of_given_mass(text, start, end, context):
        return False
    return not RESULT_AFTER_RE.search(after) and not WORDED_OPERATION_RE.search(before)


def _molar_mass_of_given_mass(text: str, start: int, end: int, context: InjectionContext) -> bool:
    """Does the step write the number as a molar mass ("28 g/mol") where the question writes it as a mass ("28.0 g of
    nitrogen")? It is then the substance's molar mass, a fact that happens to share the value: round 52, "The molar
    mass of nitrogen (N2) is 28 g/mol, argon (Ar) is 40 g/mol" for the question's "28.0 g of nitrogen, 40.0 g of argon"
    took two edits read KE by both readers (a wrong molar mass), not a misread given. Only this pair of units: a
    question that writes a rate in a looser unit ("737 kJ" for an ionization energy in kJ/mol, "10 papers for each
    hour") still gives that value (read QU by both readers in rounds 26, 27 and 39)."""
    molar = re.match(rf"{UNIT_AFTER}(k?g)\s*(?:/\s*mol\b|mol\s*\^\s*\{{?\s*-\s*1|per\s+mole?\b)", text[end:])
    if molar is None:
        return False
    value = _value(text[start:end])
    return any(
        _value(given.group(1)) == value
        for given in re.finditer(
            rf"(?<![\d.])({NUMBER}){UNIT_AFTER}{molar.group(1)}(?![A-Za-z/])(?!\s*/)", context.question
        )
    )


# The basis of a rate ("the price per 100 g"): the unit a quantity is stated in, not data the step computes with.
RATE_BASIS_BEFORE_RE = re.compile(r"\bper\s+\$?$", re.IGNORECASE)
# The radicand of a result the step states for its unknown ("So, N = √121"): the given under the root is the
# operand of the step's own computation.
ROOT_RESULT_BEFORE_RE = re.compile(r"\b[A-Za-z]\s*=\s*(?:√|\\sqrt\s*\{?)\s*$")


# The ratios between units that a worded conversion multiplies by: powers of ten, minutes/hours, dozens, hours/day.
UNIT_RATIOS = (*(10.0**k for k in range(1, 10)), 60.0, 3600.0, 12.0, 24.0)
# A value stated in words equal to itself in another unit: "$1.82 is equal to 182 cents", "2 hours in minutes is
# 120 minutes". Groups a and b are the two numbers; the second carries a unit word. A conversion written with "="
# inside a computation ("the bag holds 1.2 kg = 1200 g, which is ...") is not one: rounds 4-18 readers read a
# changed given there as misread (QU) six times of six.
CONVERSION_RE = re.compile(
    rf"(?<![\d.])(?P<a>{NUMBER})\s*(?:[A-Za-z%°]+\.?\s+)?(?:in\s+[A-Za-z]+\s+)?"
    r"(?:is(?:\s+equal\s+to|\s+the\s+same\s+as)?|are|equals|makes|converts?\s+to)\s*(?:\\?\$)?\s*"
    rf"(?P<b>{NUMBER})(?![\d.])\s*[A-Za-z%°]",
    re.IGNORECASE,
)


ARITHMETIC_OPERATOR = r"(?:x|×|\*|\\times|\\cdot|·|\+|-|−|/|÷)"
# Round 49: an operand may carry a temperature unit or a percent sign and the chain may sit in brackets: "(60°C - 30°C) =
# 30°C" with 60 edited and 30 left standing was read NC and QU, like the bare chains of round 25.
OPERAND_UNIT = r"(?:\s*(?:°\s*[CF]?|\\?%))?"
CHAIN_BEFORE_RE = re.compile(rf"(?:\d[\d.,]*{OPERAND_UNIT}\s*{ARITHMETIC_OPERATOR}\s*\(?\s*)+$")
CHAIN_AFTER_RE = re.compile(
    rf"{OPERAND_UNIT}(?:\s*{ARITHMETIC_OPERATOR}\s*\(?\s*\d[\d.,]*{OPERAND_UNIT}\s*\)?)*\s*\)?\s*=\s*\$?\s*(\d[\d.,]*\d|\d)"
)


#: An arithmetic operation in words with its result: "Dividing 2.0 by 30.0, we get C = 0.067 M" (group 1: the result).
OPERATION_IN_WORDS_RE = re.compile(
    r"\b(?:divid|multiply|multiplying|add|adding|subtract)\w*\s+\$?\d[\d.,]*\$?\s+(?:by|to|from|and)\s+\$?\d[\d.,]*\$?"
    r"[^.\d\n]{0,30}?(?:=|\bget\b|\bgives?\b|\bis\b|\byields?\b)\s*\$?\s*(?:[A-Za-z]\w*\s*=\s*)?(\d[\d.,]*\d|\d)",
    re.IGNORECASE,
)


def _leaves_result_stale(text: str, new_text: str, start: int, end: int) -> bool:
    """Is the number (``start``-``end``) an operand of a worked chain of plain numbers with its result stated ("15 x 12
    x 5 x 21 = 18,900"), or of an operation in words ("Dividing 2.0 by 30.0, we get C = 0.067 M"), that the edit could
    not recompute, so the result stands unchanged? Round 25: "8 x 12 x 5 x 21 = 18,900" was read NC and QU (twice), and
    mrben-test41's "Dividing 2.0 by 60.0, we get C = 0.067 M" NC by both readers: the false equation on its face reads
    as arithmetic, not as a misread given. Chains the edit recomputes ("200 × 3.1 × 10 = 6200", "42 * 84 * 83 =
    292,824") were read QU by both readers."""
    for worded in OPERATION_IN_WORDS_RE.finditer(text):
        if worded.start() <= start and end <= worded.start(1):
            return _result_unchanged(worded.group(1), text, new_text, separators=".,")
    after = CHAIN_AFTER_RE.match(text, end)
    if after is None:
        return False
    if not re.match(rf"{OPERAND_UNIT}\s*{ARITHMETIC_OPERATOR}", after.group(0)) and not CHAIN_BEFORE_RE.search(
        text[:start]
    ):
        return False  # "x = 15": the number is the result itself, not an operand
    # the edit left all that follows the number as it was (round 49: "(60°C - 30°C) = 30°C" → "(30°C - 30°C) = 30°C",
    # where counting the result's copies sees one more "30", not a recomputed chain)
    return new_text.endswith(text[end:]) or _result_unchanged(after.group(1), text, new_text, separators=".,")


def _in_unit_conversion(text: str, start: int, end: int) -> bool:
    """Is the number at text[start:end] one side of a unit conversion the step states ("$1.82 is equal to 182
    cents")? The two values differ by a power of ten or a clock/calendar factor. A changed given there makes a false
    conversion, which round-22 readers typed NC and QU (twice), so no wrong_given edit is made there."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    for match in CONVERSION_RE.finditer(line):
        if line_start + match.start("a") != start and line_start + match.start("b") != start:
            continue
        a, b = _value(match.group("a")), _value(match.group("b"))
        if a <= 0 or b <= 0 or a == b:
            continue
        ratio = max(a, b) / min(a, b)
        if any(abs(ratio - factor) <= 1e-9 * factor for factor in UNIT_RATIOS):
            return True
    return False


# An angle in degrees and the same angle in radians: 90° and "π/2" or "\\frac{\\pi}{2}".
DEGREE_AFTER_RE = re.compile(r"\s*(?:°|\^\s*\{?\s*\\circ)")
RADIANS_OF_DEGREES = {90.0: "2", 180.0: "", 45.0: "4", 60.0: "3", 30.0: "6"}


def _angle_in_radians(text: str, written: str, end: int) -> bool:
    """Is ``written`` (ending at ``end``) an angle in degrees that the step also writes in radians ("a 90° pulse ...
    B1 = (π/2)/(γ tp)")? Then the number is encoded in the step's own formula, not read from the question."""
    value = _value(written)
    if value not in RADIANS_OF_DEGREES or not DEGREE_AFTER_RE.match(text, end):
        return False
    pi = r"(?:π|\\pi\b)"
    divisor = RADIANS_OF_DEGREES[value]
    if not divisor:
        return bool(re.search(rf"{pi}(?!\s*/)", text))
    return bool(
        re.search(rf"{pi}\s*\}}?\s*/\s*{divisor}(?!\d)|\\frac\s*\{{\s*{pi}\s*\}}\s*\{{\s*{divisor}\s*\}}", text)
    )


# A rate written after a number ("60 miles per hour", "60 miles an hour", "3 km/h"): group "noun" is the amount's unit.
RATE_AFTER_RE = re.compile(
    r"\s*(?P<noun>[A-Za-z]+)\s*(?:(?:per|an?)\s+(?:hour|minute|second|day|week|month|year)\b|per\b|/\s*[A-Za-z]+)"
    r"|\s*(?P<short>mph|kph|kmh)\b",
    re.IGNORECASE,
)
RATE_SHORT_NOUNS = {"mph": "miles", "kph": "km", "kmh": "km"}


def _rate_noun(rate: re.Match[str]) -> str:
    """The unit of the amount a rate is per ("miles" for "miles per hour" and "mph")."""
    return rate.group("noun").lower() if rate.group("noun") else RATE_SHORT_NOUNS[rate.group("short").lower()]


def _amount_of_a_given_rate(text: str, end: int, written: str, context: InjectionContext) -> bool:
    """Does the question state this number only as a rate ("60 miles per hour") while the step writes it as an amount
    in the rate's unit ("traveled 60 miles")? The step's number is then a quantity derived from the rate (60 mph for
    1 hour) that happens to equal it: round-30 readers typed "60 miles" → "120 miles" NC twice, not a misread given."""
    occurrences = re.finditer(rf"(?<![\w.,]){re.escape(written)}(?!\d|[.,]\d)", context.question)
    rates = [RATE_AFTER_RE.match(context.question, m.end()) for m in occurrences]
    if not rates or RATE_AFTER_RE.match(text, end):
        return False
    nouns = {_rate_noun(rate) for rate in rates if rate is not None}
    amount = re.match(r"\s*([A-Za-z]+)\b", text[end:])
    return all(rates) and amount is not None and amount.group(1).lower() in nouns


# "Z/4Z x Z/4Z, which has 16 elements": a relative clause stating how many of something a mathematical object (a
# written expression, not a word such as "February" or "cheese") has.
COUNT_RELATIVE_BEFORE_RE = re.compile(r"(?P<object>\S+?),?\s+which\s+(?:has|have|had|contains?)\s+$", re.IGNORECASE)


def _counts_in_relative_clause(text: str, start: int, end: int) -> bool:
    """Is the number at ``start:end`` the count in a "which has N <noun>" relative clause ("G is isomorphic to
    Z/4Z x Z/4Z, which has 16 elements")? The clause states the step's own claim about an object it built, so a
    wrong count there is a wrong computed property (round 35: the question's "order 16" so edited was read NC by both
    readers), not a misread given."""
    relative = COUNT_RELATIVE_BEFORE_RE.search(text[max(0, start - 40) : start])
    return (
        relative is not None
        and bool(re.search(r"[\d/^$\\)}]", relative.group("object")))
        and bool(re.match(r"\s+[A-Za-z]", text[end:]))
    )


def _keeps_unedited_copy_before(text: str, new_text: str, written: str) -> bool:
    """Does the edited step still state the given it edited with its unit, unchanged and BEFORE the first edit, in a
    form the edit did not reach ("at the same speed of 18mph. So, ... 8 * 18 = 144" → "8 * 9 = 72")? The step then
    states the given right and uses another value later, which round-30 readers split NC/QU twice. An edit of the first statement that
    leaves a later copy in the algebra ("the daily cost is $350 ... 250D", "2 containers ... 2x") was read QU by both
    readers six times in rounds 17-30, so only a copy before the edit blocks it."""
    first_edit = next((i for i, (a, b) in enumerate(zip(text, new_text)) if a != b), min(len(text), len(new_text)))
    # the copy carries its unit glued on ("18mph"); a copy with one letter is a coefficient ("10x, meaning 10 papers
    # per hour" → "5 papers" was read QU twice in round 26)
    return bool(re.search(rf"(?<![\w.,]){re.escape(written)}(?=[A-Za-z]{{2,}})", new_text[:first_edit]))


#: What follows the base of a power: "^", "**" or a superscript digit or minus ("10⁻³⁴").
POWER_AFTER_RE = re.compile(r"\s*(?:\^|\*\*|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻])")
#: What follows the mantissa of a number in scientific notation ("3 x 10^8", "6.02 × 10²³", "1.5 \\times 10^{6}").
SCIENTIFIC_MANTISSA_RE = re.compile(r"\s*(?:[x×*]|\\times)\s*10" + POWER_AFTER_RE.pattern)


def question_error(text: str, rng: np.random.Generator, context: InjectionContext | None = None) -> list[Candidate]:
    """QU: the step uses a given of the question (a number the question states, with at least two
    significant digits or in a sentence that restates the question) in the role of a given
    (``_used_as_given``) and it now has a wrong value, everywhere in the step, with arithmetic on it
    recomputed: the step misread the problem. The wrong value is never a digit swap of the given
    (round 4: "28!" → "82!" reads as a typo in the algebra)."""
    context = context or InjectionContext()
    givens = context.views.given_values - context.views.constants
    if not givens:
        return []
    results = []
    seen: set[str] = set()
    masked = IMAGE_TAG_RE.sub(lambda m: " " * len(m.group(0)), text)
    masked = re.sub(r"\b(?:Step|step|Image|image|Figure|figure)\s+\d+", lambda m: " " * len(m.group(0)), masked)
    for match in STANDALONE_NUMBER_RE.finditer(masked):
        written = match.group(0)
        value = _value(written)
        if written in seen or value not in givens or value == 0:
            continue
        seen.add(written)
        sentence = _sentence_at(text, match.start())
        if len(re.sub(r"\D|^0+", "", written)) < 2 and not RESTATE_CUE_RE.search(sentence):
            continue  # a lone small digit is rarely the given itself (it may be a count or a coefficient)
        if not _used_as_given(text, match.start(), match.end(), context):
            continue
        if written == "10" and any(
            POWER_AFTER_RE.match(text, ten.end()) for ten in re.finditer(r"(?<![\d.])10(?![\d.])", text)
        ):
            # round 58: the question's "10^5 eV" edited to "5" rewrote every power of ten in the step ("6.626 x 10⁻³⁴"
            # → "5⁻³⁴"): a ten that is the base of a power is notation, and the edit reads as nonsense (KE or NC)
            continue
        if SCIENTIFIC_MANTISSA_RE.match(text, match.end()) and not re.search(
            rf"(?<![\d.]){re.escape(written)}{SCIENTIFIC_MANTISSA_RE.pattern}", context.question
        ):
            continue  # round 40: "c is the speed of light (3 x 10^8 m/s)" → "8 x 10^8" for the question's "3 m^2" (read KE)
        if _counts_in_relative_clause(text, match.start(), match.end()):
            continue  # round 35: "Z/4Z x Z/4Z, which has 16 elements" → "26 elements" read NC by both readers
        if _amount_of_a_given_rate(text, match.end(), written, context):
            continue  # round 30: "the first car will have traveled 60 miles" for the question's "60 miles per hour"
        if _angle_in_radians(text, written, match.end()):
            # round 25: "the strength B1 of a 90° pulse ... B1 = (π/2)/(γ tp)" → "180° pulse": the step's own formula
            # encodes the 90°, so the edit misstates a relation (read KE twice), not a misread given
            continue
        # the digit swap is not offered, so the first value a step can be recomputed with is taken
        wrongs = wrong_values(written, value, rng, exact=False, min_relative=MISREAD_RELATIVE, permute=False)
        for wrong in wrongs[:3]:
            replaced = _replace_value(text, written, wrong)
            if replaced is None:
                continue
            new_text, changed = replaced
            if _keeps_unedited_copy_before(text, new_text, written):
                break  # round 30: "a speed of 18mph. So, ... 8 * 18 = 144" → "8 * 9 = 72" beside the unchanged 18mph
            cut = _consequence_start(sentence)
            if cut is None and (seen_that := SEEN_THAT_RE.search(sentence)):
                cut = seen_that.end()
            concluded = (
                cut is not None
                and not RESTATE_CUE_RE.search(sentence)
                and (
                    re.search(
                        rf"\b(?:is|are|was|were|equals)\s+{MATH_OPENER}{re.escape(written)}(?!\d)", sentence[cut:]
                    )
                    # round 12: "so we can see that 12 is the smallest abundant number" → "7 is": the given restated
                    # as the result of the reasoning was read RE, not a misread question
                    # round 14: "So 12 people have moms and dads who are both uncool": a count opening the concluded
                    # clause as its subject ("12 people have") is the result, read NC, not a misread given
                    or re.match(
                        rf"\W*(?:{SEEN_THAT_RE.pattern}\s*)?{MATH_OPENER}{re.escape(written)}{MATH_CLOSER}\s+(?:[a-z]+\s+)?"
                        r"(?:is|are|was|were|have|has|had|do|does|did|can|will|would|must|remain|get|got)\b",
                        sentence[cut:],
                        re.IGNORECASE,
                    )
                )
            )
            # round 15: "Right. And the sum of its digits is $11$." checks a property of the candidate the step
            # built (its digits, the sum of ...): the value is the step's own computed check, read NC twice, not QU
            checked = bool(CHECKED_PROPERTY_BEFORE_RE.search(text[max(0, match.start() - 80) : match.start()]))
            before = text[max(0, match.start() - 40) : match.start()]
            if RATE_BASIS_BEFORE_RE.search(before) or ROOT_RESULT_BEFORE_RE.search(before):
                # round 18: "the price per 100 g" → "per 150 g" (the unit a rate is stated in, read RE/QU) and
                # "So, N = √121" → "√182" (the radicand of the step's own result, read NC/QU): readers split
                continue
            if _leaves_result_stale(text, new_text, match.start(), match.end()):
                continue  # round 25: "8 x 12 x 5 x 21 = 18,900", the stated result not recomputed, read NC and QU
            if _in_unit_conversion(text, match.start(), match.end()):
                continue  # round 22: "$1.82 is equal to 182 cents" → "$3.64 is ...": a false conversion (NC/QU)
            if _keeps_asked_quantity(before, context) or (changed and TRIAL_BEFORE_RE.search(text[: match.start()])):
                # round 24: "The proton's speed remains 1.5 x 10^6 m/s" → "3.0" states the asked quantity unchanged, the
                # step's conclusion (read RE and QU); "If x = 13, then y = 56/13 ≈ 4.31" → "28/13 ≈ 2.15" is a trial
                # computation under an assumed value, read as y computed wrong (NC twice), not a given misread
                continue
            if CITED_DERIVATION_RE.search(sentence):
                continue  # round 26: "Using the property in Step 1, the image will also be 100 cm": derived, read RE
            if _computed_earlier(written, context) or concluded or checked:
                continue  # "So the perimeter is 21" states a result (an earlier step's or this one's): a wrong value there is NC
            if _concluded_earlier(text, match.end(), written, context):
                continue  # round 26: "lower than 94" for an earlier "so the median time is 94 seconds" (read RE twice)
            if _reads_figure(sentence, context) or (context.has_images and not RESTATE_CUE_RE.search(sentence)):
                continue  # the step reads this value off the figure (or may: the figure shows the question's values): a wrong value there is VI, made by visual_error
            results.append(
                Candidate(
                    new_text,
                    "wrong_given",
                    {
                        "error_type": ErrorType.QU.value,
                        "rule": "wrong_given",
                        "at": match.start(),
                        "old": written,
                        "new": wrong,
                        "recomputed": changed,
                        "explanation": f"the question gives {written}, but the step uses {wrong}"
                        + (" (and computes consistently with it)" if changed else ""),
                    },
                )
            )
            break
    return _shuffled(results, rng)


Injector = Callable[[str, np.random.Generator, "InjectionContext | None"], list[Candidate]]
INJECTORS: dict[ErrorType, Injector] = {
    ErrorType.NC: numerical_error,
    ErrorType.SC: symbolic_error,
    ErrorType.RE: reasoning_error,
    ErrorType.KE: knowledge_error,
    ErrorType.VI: visual_error,
    ErrorType.QU: question_error,
}
#: The check each injected type must fail (``checks.invariant_checks``): every rule above makes an edit
#: at least one of them sees.
TARGET_CHECKS: dict[ErrorType, tuple[str, ...]] = {
    ErrorType.NC: ("numbers",),
    ErrorType.SC: ("math",),
    ErrorType.RE: ("logic", "negation"),
    ErrorType.KE: ("numbers", "math", "logic", "variables", "negation"),
    ErrorType.VI: ("numbers", "logic"),
    ErrorType.QU: ("numbers", "math"),  # a miscopied given or a miscopied expression of the question
}


@dataclass(frozen=True)
class _Annotation:
    """A GSM8K calculator annotation ``<<lhs=rhs>>``, cut out of a step: ``at`` is where it stood in the text
    without annotations (right before the visible value it restates)."""

    at: int
    lhs: str
    rhs: str


def _strip_annotations(text: str) -> tuple[str, list[_Annotation]]:
    """``text`` without its calculator annotations, and the annotations with their places in that text."""
    annotations, pieces, last, removed = [], [], 0, 0
    for match in CALCULATOR_ANNOTATION_RE.finditer(text):
        pieces.append(text[last : match.start()])
        annotations.append(_Annotation(match.start() - removed, match.group("lhs"), match.group("rhs")))
        removed += match.end() - match.start()
        last = match.end()
    return "".join(pieces) + text[last:], annotations


def _calculator_form(expression: str) -> str:
    """An expression as a calculator annotation writes it: "8 hours * 18 mph" → "8*18", "$1,200 × 2" → "1200*2"."""
    for symbol, plain in (("×", "*"), ("÷", "/"), ("−", "-"), ("\\times", "*"), ("\\div", "/")):
        expression = expression.replace(symbol, plain)
    return re.sub(r"(?<=\d),(?=\d{3})|[\s$]|[A-Za-z]+", "", expression)


def _restated_expression(text: str, annotation: _Annotation) -> int | None:
    """Where the visible arithmetic that ``annotation`` restates starts ("2 * 50 = <<2*50=100>>100": at "2"),
    or None when the text before it is not the annotation's left side written out."""
    if re.search(r"[A-Za-z]", annotation.lhs):
        return None  # "<<32+9X+12=44+9X>>": algebra, not a calculation this check can restate
    equals = re.search(r"=\s*\$?$", text[: annotation.at])
    if equals is None:
        return None
    wanted = _calculator_form(annotation.lhs)
    sentence_start = max((s for s, _ in _sentences(text) if s <= equals.start()), default=0)
    for number in reversed(list(re.finditer(NUMBER, text[sentence_start : equals.start()]))):
        start = sentence_start + number.start()
        if _calculator_form(text[start : equals.start()]) == wanted:
            return start
    return None


def _with_annotations(stripped: str, annotations: list[_Annotation], candidate: Candidate) -> Candidate | None:
    """``candidate`` (made on ``stripped``) with the step's calculator annotations put back, each still a true
    restatement of the visible arithmetic it precedes: an annotation whose visible operands or result the edit
    changed is rewritten the same way ("2 * 50 = 95" → "2 * 50 = <<2*50=95>>95"), as a model that slipped writes
    it. None (drop the candidate) when an affected annotation cannot be rewritten reliably: it does not restate
    the visible arithmetic (other operands, algebra, another form of the value) or the edit's place is unclear."""
    opcodes = difflib.SequenceMatcher(None, stripped, candidate.text, autojunk=False).get_opcodes()

    def mapped(position: int) -> int | None:
        for tag, i1, i2, j1, _ in opcodes:
            if i1 == position:
                return j1
            if i1 < position < i2:
                return j1 + position - i1 if tag == "equal" else None
        return len(candidate.text) if position == len(stripped) else None

    inserts: list[tuple[int, str]] = []
    for annotation in annotations:
        at = mapped(annotation.at)
        value = re.match(NUMBER, stripped[annotation.at :])
        if at is None or value is None:
            return None
        new_value = re.match(NUMBER, candidate.text[at:])
        if new_value is None or (at and candidate.text[at - 1].isdigit()):
            return None
        lhs, rhs = annotation.lhs, annotation.rhs
        start = _restated_expression(stripped, annotation)
        if start is None:
            sentence_start = max((s for s, _ in _sentences(stripped) if s <= annotation.at), default=0)
            touched = any(
                tag != "equal" and i1 <= annotation.at and i2 >= sentence_start for tag, i1, i2, *_ in opcodes
            )
            if touched:
                return None  # the edit is in what this annotation restates, and how it restates it is unknown
        else:
            new_start, equals = mapped(start), re.search(r"=\s*\$?$", candidate.text[:at])
            if new_start is None or equals is None or new_start >= equals.start():
                return None
            new_lhs = _calculator_form(candidate.text[new_start : equals.start()])
            if not re.fullmatch(r"[\d.+\-*/()]+", new_lhs):
                return None
            if new_lhs != _calculator_form(lhs):
                lhs = new_lhs
            if new_value.group() != value.group():
                if not _matches(_value(value.group()), rhs.strip()):
                    return None  # "<<3/4=0.75>>75": the annotation states the value in another form
                rhs = new_value.group().replace(",", "")
        inserts.append((at, f"<<{lhs}={rhs}>>"))
    text, params = candidate.text, dict(candidate.params)
    for at, annotation_text in reversed(inserts):
        text = text[:at] + annotation_text + text[at:]
    if "at" in params:
        params["at"] = params["at"] + sum(len(a) for at, a in inserts if at <= params["at"])
    return Candidate(text, candidate.operation, params)


# Words after a count that are no noun, so "1" may become another count before them ("1 of the", "$1 per pound")
_NOT_A_NOUN = frozenset(
    "of more less fewer and or but to per in at by on for from than with as if so then into out off over up down is"
    " are was were will would can each a an the x times plus minus".split()
)


def _reads_naturally(original: str, edited: str) -> bool:
    """Does each changed number still agree with the noun after it? A count changed from or to 1 before a noun
    would need the noun's number changed too ("1 cup" → "6 cup", "2 pens" → "1 pens"), which the rules do not do.
    Only numbers that the edit changed in place are read (same count of numbers before and after)."""
    old_numbers = list(re.finditer(NUMBER, original))
    new_numbers = list(re.finditer(NUMBER, edited))
    if len(old_numbers) != len(new_numbers):
        return True
    for old, new in zip(old_numbers, new_numbers, strict=True):
        word = re.match(r"\s+([A-Za-z]+)", edited[new.end() :])
        if (old.group() == "1") != (new.group() == "1") and word and word.group(1).lower() not in _NOT_A_NOUN:
            return False
    return True


def error_candidates(
    text: str, rng: np.random.Generator, n: int, context: InjectionContext | None = None
) -> list[Candidate]:
    """Up to ``n`` injected errors, balanced over the types this step allows: the types take turns in a
    seeded order, and within a type the rules take turns, so no type or rule crowds out the others.
    Without ``context`` (question, images) no VI or QU error is made and givens are not recognised.

    GSM8K calculator annotations ("4*4 = <<4*4=16>>16") are machine restatements of the visible arithmetic:
    every rule edits the step without them, and each candidate then gets them back consistent with its edit
    (see _with_annotations), so no edit lies inside an annotation and none contradicts the visible text."""
    stripped, annotations = _strip_annotations(text)
    if context is not None and "<<" in context.earlier:
        context = dataclasses.replace(context, earlier=_strip_annotations(context.earlier)[0])
    pools = {}
    for t in INJECTORS:
        made = [
            c
            for c in INJECTORS[t](stripped, rng, context)
            # an option's claim restated is the question's text: an edit there is a misread question (QU) only
            if (t is ErrorType.QU or not _in_option_statement(stripped, int(c.params.get("at", -1))))
            and _reads_naturally(stripped, c.text)
        ]
        if annotations:
            made = [r for c in made if (r := _with_annotations(stripped, annotations, c)) is not None]
        pools[t] = _by_rule(made)
    types = [t for t in INJECTORS if pools[t]]
    types = [types[i] for i in rng.permutation(len(types)).tolist()]
    candidates: list[Candidate] = []
    seen = {text}
    while len(candidates) < n and any(pools[t] for t in types):
        for error_type in types:
            while pools[error_type]:
                candidate = pools[error_type].pop(0)
                if candidate.text not in seen:
                    seen.add(candidate.text)
                    candidates.append(candidate)
                    break
            if len(candidates) >= n:
                break
    return candidates


def _by_rule(candidates: list[Candidate]) -> list[Candidate]:
    """Interleave rules (first of each rule, then second, ...) keeping each rule's order."""
    rules: dict[str, list[Candidate]] = {}
    for candidate in candidates:
        rules.setdefault(candidate.operation, []).append(candidate)
    ordered = []
    for round_ in range(max((len(v) for v in rules.values()), default=0)):
        ordered += [group[round_] for group in rules.values() if round_ < len(group)]
    return ordered


def verify_injection(original: str, candidate: Candidate) -> tuple[bool, str]:
    """Independent confirmation that the planted error is real: NC re-evaluates the arithmetic and
    checks the distance from the true value; KE/QU values differ from the original beyond rounding; no
    rule may leave two negations in the edited sentence; every edit changes the text."""
    params: dict[str, Any] = candidate.params
    if candidate.text == original:
        return False, "the text did not change"
    sentence = _sentence_at(candidate.text, min(params.get("at", 0), max(len(candidate.text) - 1, 0)))
    if len(NEGATION_RE.findall(MATH_RE.sub(" ", sentence))) > 1 or re.search(r"\bnot (?:un|in|im|non)\w{3,}", sentence):
        return False, "double negative"
    if params["error_type"] == ErrorType.NC.value:
        value = evaluate_arithmetic(params["expression"])
        tolerance = _tolerance(value, params["stated"], exact=bool(params.get("exact", True)))
        wrong = abs(_value(params["injected"]) - value) >= tolerance
        return wrong, f"{params['expression']} = {value:g}, stated {params['injected']} (tolerance {tolerance:g})"
    if params.get("rule") in {"wrong_given", "misread_value"}:
        old, new = _value(params["old"]), _value(params["new"])
        far = abs(new - old) >= max(_tolerance(old, params["old"], exact=False), MISREAD_RELATIVE * abs(old))
        return far, f"{params['old']} → {params['new']}"
    return True, f"{params['old']!s} → {params['new']!s}"
