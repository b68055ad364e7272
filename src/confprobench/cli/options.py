"""Options shared by the commands that score: the metric hyper-parameters of docs/metrics.md."""

from __future__ import annotations

import functools
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import click

from ..metrics.params import MetricParams

_DEFAULTS = MetricParams()


def metric_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """Add the metric hyper-parameter options (docs/metrics.md defaults) and pass them on as ``params``."""
    options = [
        click.option(
            "--n-boot",
            default=_DEFAULTS.n_boot,
            show_default=True,
            type=click.IntRange(min=0),
            help="Cluster-bootstrap resamples of problems for the intervals; 0 turns intervals off.",
        ),
        click.option(
            "--ci", default=_DEFAULTS.ci, show_default=True, type=float, help="Coverage of the percentile intervals."
        ),
        click.option("--seed", default=_DEFAULTS.seed, show_default=True, type=int, help="Seed of the bootstrap."),
        click.option(
            "--epsilon",
            default=_DEFAULTS.epsilon,
            show_default=True,
            type=float,
            help="CCR: a pair counts as changed when |p_var − p_orig| > epsilon.",
        ),
        click.option(
            "--tau",
            default=_DEFAULTS.tau,
            show_default=True,
            type=float,
            help="SCCR: a pair counts as significantly changed when |p_var − p_orig| ≥ tau.",
        ),
        click.option(
            "--weights",
            default="1/3,1/3,1/3",
            show_default=True,
            help="w1,w2,w3 of CRS_f = 100·(1 − (w1·CCR + w2·ACCM + w3·SCCR)); fractions like 1/3 are exact.",
        ),
        click.option(
            "--n-min",
            default=_DEFAULTS.n_min,
            show_default=True,
            type=click.IntRange(min=1),
            help="CSS: an error type needs at least this many incorrect steps to count.",
        ),
        click.option(
            "--bins",
            "n_bins",
            default=_DEFAULTS.n_bins,
            show_default=True,
            type=click.IntRange(min=1),
            help="Equal-width calibration bins on [0, 1] for ECE.",
        ),
        click.option(
            "--lam",
            default=_DEFAULTS.lam,
            show_default=True,
            type=float,
            help="CCS = 100·(1 − (lam·ECE + (1 − lam)·ΔECE)).",
        ),
        click.option(
            "--threshold",
            default=_DEFAULTS.threshold,
            show_default=True,
            type=float,
            help="A step is labelled correct when p ≥ threshold (accuracy, macro-F1, label flips).",
        ),
    ]

    @functools.wraps(command)
    def wrapper(
        *args: Any,
        n_boot: int,
        ci: float,
        seed: int,
        epsilon: float,
        tau: float,
        weights: str,
        n_min: int,
        n_bins: int,
        lam: float,
        threshold: float,
        **kwargs: Any,
    ) -> Any:
        try:
            weight_values = tuple(float(Fraction(w.strip())) for w in weights.split(","))
            params = MetricParams(
                epsilon=epsilon,
                tau=tau,
                weights=weight_values,  # type: ignore[arg-type]  # MetricParams checks there are three
                n_min=n_min,
                n_bins=n_bins,
                lam=lam,
                n_boot=n_boot,
                ci=ci,
                seed=seed,
                threshold=threshold,
            )
        except (ValueError, ZeroDivisionError) as exc:
            raise click.BadParameter(str(exc)) from None
        return command(*args, params=params, **kwargs)

    for option in reversed(options):
        wrapper = option(wrapper)
    return wrapper
