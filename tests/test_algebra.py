"""The numeric check of a step's own algebra behind the SC rules: maths read into a tree and compared at random
points, relations found in a step's maths, and whether an edit breaks a checked rewriting or rearranging."""

from __future__ import annotations

import pytest

from confprobench.perturb import algebra

# ---- same_value -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("(x + 1)^2", "x^2 + 2x + 1"),
        ("\\frac{10x + 4x + 3 + 7}{2}", "\\frac{14x + 10}{2}"),
        ("\\frac{14x + 10}{2}", "7x + 5"),
        ("(x - 4)(x + 1)", "x^2 - 3x - 4"),
        ("2\\pi R^2", "\\pi R \\cdot 2R"),
        ("\\alpha + \\beta", "\\beta + \\alpha"),
        ("x_1 + x_2", "x_{2} + x_{1}"),
        ("\\frac{x}{2}", "x/2"),
        ("x − 1", "x - 1"),  # a Unicode minus
        ("\\left(x + 1\\right)^2", "x^2 + 2x + 1"),
        ("\\text{d}x", "x d"),  # a short roman name is a symbol
    ],
)
def test_same_value_holds_for_a_rewriting(left: str, right: str) -> None:
    assert algebra.same_value(left, right) is True


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("(x + 1)^2", "x^2 + 1"),
        ("\\frac{14x - 10}{2}", "7x + 5"),
        ("x^3 + 3x - 4", "(x + 4)(x - 1)"),
        ("x + y", "x - y"),
    ],
)
def test_same_value_fails_for_a_broken_rewriting(left: str, right: str) -> None:
    assert algebra.same_value(left, right) is False


def test_same_value_is_none_for_arithmetic_the_unreadable_or_an_undefined_point() -> None:
    assert algebra.same_value("36 + 64", "100") is None  # no symbol: arithmetic, not algebra
    assert algebra.same_value("\\sum_{k=1}^{n} k", "\\frac{n(n + 1)}{2}") is None
    assert algebra.same_value("1 + 2 + \\cdots + n", "\\frac{n(n + 1)}{2}") is None
    assert algebra.same_value("\\frac{1}{x - x}", "x") is None  # division by zero at every point
    assert algebra.same_value("\\text{Total Cost}", "800 + 650D") is None  # a word


# ---- rearranged ------------------------------------------------------------------------------------------


def test_rearranged_finds_the_previous_equation_moved_and_scaled() -> None:
    assert algebra.rearranged(("9x - 7x", "5 + 1"), ("2x", "6")) is True
    assert algebra.rearranged(("9x - 7x", "5 + 1"), ("2x - 6", "0")) is True
    assert algebra.rearranged(("x - 2", "0"), ("2 - x", "0")) is True  # a factor of -1
    assert algebra.rearranged(("\\frac{3r + 6}{2}", "r^2"), ("3r + 6", "2r^2")) is True


def test_rearranged_fails_for_another_equation_in_the_same_symbols() -> None:
    assert algebra.rearranged(("9x - 7x", "5 + 1"), ("2x", "8")) is False
    assert algebra.rearranged(("9x - 7x", "5 + 1"), ("2x + 6", "0")) is False
    assert algebra.rearranged(("x + y", "3"), ("x - y", "3")) is False


def test_rearranged_is_none_without_the_same_symbols_or_a_readable_equation() -> None:
    assert algebra.rearranged(("x", "1"), ("y", "1")) is None  # other symbols
    assert algebra.rearranged(("2", "2"), ("3", "3")) is None  # no symbol
    assert algebra.rearranged(("x + 1", "x + 1"), ("x", "3")) is None  # the first holds everywhere
    assert algebra.rearranged(("2x", "6"), ("x", "x")) is None  # the second holds everywhere
    assert algebra.rearranged(("\\sum_{k=1}^{n} k", "x"), ("x", "3")) is None


# ---- parse ---------------------------------------------------------------------------------------------


def test_parse_reads_latex_and_plain_maths() -> None:
    assert algebra.parse("2x + 1") == ("+", ("*", ("num", 2.0), ("var", "x")), ("num", 1.0))
    assert algebra.parse("\\frac{a}{b}") == ("/", ("var", "a"), ("var", "b"))
    assert algebra.parse("-x^2") == ("neg", ("^", ("var", "x"), ("num", 2.0)))
    assert algebra.parse("x_{12}") == ("var", "x_12")
    assert algebra.variables(algebra.parse("\\sin(\\theta) + 2\\pi r")) == {"\\theta", "r"}


@pytest.mark.parametrize(
    "maths",
    [
        "\\sum_{k=1}^{n} k",
        "\\sum_k a_k",
        "1 + 2 + \\cdots + n",
        "x_1 + \\dots + x_n",
        "1 + 2 + ... + n",
        "\\int_0^1 x dx",
        "f'(x)",
        "\\lim_{x \\to 0} x",
        "|x|",
        "\\binom{5}{2}",
        "3 \\cdot 4.",  # sentence punctuation inside the maths
    ],
)
def test_parse_raises_unreadable_on_what_it_does_not_evaluate(maths: str) -> None:
    with pytest.raises(algebra.Unreadable):
        algebra.parse(maths)


# round 56: a derivative, a function of the step's own and an nth root are refused, not read as products or fractions
@pytest.mark.parametrize(
    "maths",
    [
        "\\frac{d}{dx}(x^2)",
        "\\frac{d}{dx} x^2",
        "\\dfrac{dy}{dx}",
        "dy/dx",
        "f(x+y)",
        "g\\left(2\\right)",
        "P(A)",
        "\\sqrt[3]{x}",
    ],
)
def test_parse_raises_unreadable_on_a_derivative_a_function_or_an_nth_root(maths: str) -> None:
    with pytest.raises(algebra.Unreadable):
        algebra.parse(maths)


def test_same_value_is_none_for_a_derivative_a_function_or_an_nth_root() -> None:
    assert algebra.same_value("\\frac{d}{dx}(x^2)", "x") is None  # once read as d/(d x) times x^2 = x
    assert algebra.same_value("dy/dx", "y/x") is None
    assert algebra.same_value("f(x+y)", "fx + fy") is None  # once read as the product f(x + y)
    assert algebra.same_value("\\sqrt[3]{x}", "x^{1/3}") is None
    assert algebra.same_value("a(x + y)", "ax + ay") is True  # a letter outside f, g, h, F, G, H, P is still a factor


def test_an_unbraced_tex_argument_is_one_character() -> None:
    assert algebra.parse("\\frac12") == ("/", ("num", 1.0), ("num", 2.0))
    assert algebra.same_value("\\frac12 M r^2", "0.5 M r^2") is True
    assert algebra.same_value("\\frac12 M r^2", "\\frac{M r^2}{12}") is False
    assert algebra.same_value("x^23", "3x^2") is True  # x^2 times 3, as TeX sets it
    assert algebra.same_value("x^23", "x^{23}") is False
    assert algebra.same_value("x^{23}", "x^{23}") is True  # a braced exponent is whole
    assert algebra.same_value("23x", "x \\cdot 23") is True  # a number outside an argument is whole


def test_a_thin_space_between_digit_groups_is_part_of_one_number() -> None:
    assert algebra.same_value("1\\,000x", "1000x") is True
    assert algebra.same_value("83\\,600 x", "83600x") is True
    assert algebra.same_value("1\\,000x", "0") is False  # not 1 times 000 times x
    assert algebra.same_value("1\\,0x", "0") is True  # no group of three digits: a thin space between factors


# ---- relations -----------------------------------------------------------------------------------------


def _sides(text: str) -> list[list[str]]:
    return [[text[start:end].strip() for start, end in relation.sides] for relation in algebra.relations(text)]


def test_relations_split_a_displays_lines_and_an_implies_chain() -> None:
    display = "So \\[ 2x + 4 = 10 \\\\ 2x = 6 \\\\ x = 3 \\]"
    assert _sides(display) == [["2x + 4", "10"], ["2x", "6"], ["x", "3"]]
    chain = "Then $x^2 - 1 = (x - 1)(x + 1) \\implies x = \\pm 1$ and $a \\approx 2$."
    assert _sides(chain) == [["x^2 - 1", "(x - 1)(x + 1)"], ["x", "\\pm 1"], ["a", "2"]]
    lines = "We get\n$$\n3x - y = 3b\n3x = y + 3b\n$$"
    assert _sides(lines) == [["3x - y", "3b"], ["3x", "y + 3b"]]


def test_relations_keep_a_chain_whole_and_give_offsets_in_the_text() -> None:
    text = "Collecting, $\\frac{10x + 4x}{2} = \\frac{14x}{2} = 7x$ and $y + 1$ alone."
    (relation,) = algebra.relations(text)
    assert len(relation.sides) == 3
    assert text[relation.start : relation.end] == "\\frac{10x + 4x}{2} = \\frac{14x}{2} = 7x"
    assert algebra.relations("No maths = here, only $x + 1$.") == []


# ---- checked_algebra -----------------------------------------------------------------------------------


def _flip(text: str, at: int) -> str:
    return text[:at] + {"+": "-", "-": "+"}[text[at]] + text[at + 1 :]


def test_checked_algebra_says_how_an_edit_breaks_the_steps_own_algebra() -> None:
    chain = "Collecting, $\\frac{10x + 4x + 3 + 7}{2} = \\frac{14x + 10}{2} = 7x + 5$."
    at = chain.index("+ 10")
    assert algebra.checked_algebra(chain, _flip(chain, at), at) == "rewritten"
    moved = "Collecting terms, $9x - 7x = 5 + 1$, so $2x - 6 = 0$."
    at = moved.index("- 6")
    assert algebra.checked_algebra(moved, _flip(moved, at), at) == "rearranged"


def test_checked_algebra_is_none_where_nothing_is_checked_or_the_edit_keeps_it_true() -> None:
    lone = "We have $y = x^2 + 3x - 4$."
    at = lone.index("+ 3x")
    assert algebra.checked_algebra(lone, _flip(lone, at), at) is None
    first = "Collecting terms, $9x - 7x = 5 + 1$, so $2x - 6 = 0$."  # the first equation rearranges nothing
    at = first.index("- 7x")
    assert algebra.checked_algebra(first, _flip(first, at), at) is None
    kept = "So $x^2 + x(y - y) = x^2$."  # "- x(y - y)" has the same value
    at = kept.index("+ x(")
    assert algebra.checked_algebra(kept, _flip(kept, at), at) is None
    swapped = "So $(x - y)^2 = x^2 - 2xy + y^2$."
    at = swapped.index("x - y")
    assert algebra.checked_algebra(swapped, swapped.replace("(x - y)", "(y - x)"), at) is None
    # an edit that changes the text's length is not checked
    chain = "So $(x + 1)^2 = x^2 + 2x + 1$."
    at = chain.index("+ 2x")
    assert algebra.checked_algebra(chain, chain.replace("+ 2x", "+ 20x"), at) is None
