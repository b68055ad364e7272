"""Runner speed, measured against baselines in the same run.

Part 1 (HTTP): the same requests at the same concurrency against one loopback server with a fixed
latency L (tests/servers/fake_openai.py), sent by three clients, each in its own process:
  ours     run_judges (cache, retries, limiter, predictions JSONL, manifest, all of it)
  bare     AsyncOpenAI + asyncio.Semaphore, nothing else (a floor, not the limit)
  inspect  inspect_ai (a peer harness), installed into a throwaway venv outside the repository
Each prints requests/s and client CPU ms/request, measured inside the client from the first request
to the last; we print our ratios to the other two and to the ideal C/L.

Part 1b (PRM): a process reward model judge (prm/..., vLLM's pooling API) against the loopback
pooling server (tests/servers/fake_pooling.py) with the same latency: ours (run_judges) against a
bare loop posting the same bodies to /pooling; steps/s and client CPU ms per step.

Part 2 (llama.cpp): the offline default judge llamacpp:smollm2 on a demo-sized benchmark (64
processes, ~320 steps, 320 variants) through both stages: per-step latency, calls vs the naive
count; and, on the same step prompts, last-token logits with KV prefix reuse (ours) against the
same without reuse and against create_chat_completion(logprobs=True) with logits_all=True.

    python bench/bench_runner.py [--requests 400] [--concurrency 32] [--latency 0.05] [--skip-inspect] [--skip-prm]
                                 [--skip-llama]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
INSPECT_VENV = Path.home() / ".cache" / "confprobench" / "bench-inspect-venv"
MODEL = "bench-model"
PRM_MODEL = "Qwen/Qwen2.5-Math-PRM-7B"
PRM_STEPS = 5


# -- part 1: HTTP clients ---------------------------------------------------------------------------


def make_text_bench(root: Path, n: int, steps: int, variants_per_process: int = 0):
    from confprobench.data import Problem, Process, Step, Variant, write_benchmark

    processes, variants = [], []
    for i in range(n):
        problem = Problem(
            id=f"p{i:04d}",
            question=f"A tank holds {i + 3} litres and loses {i % 7 + 1} litres "
            "an hour. After how many hours is it empty?",
            subject="Math",
            modality="text",
        )
        step_list = tuple(
            Step(
                index=k,
                text=f"After {k} hours the tank has lost {k * (i % 7 + 1)} litres, "
                f"so {i + 3 - k * (i % 7 + 1)} litres remain.",
                label=1,
            )
            for k in range(1, steps + 1)
        )
        processes.append(Process(id=problem.id, problem=problem, steps=step_list))
        for j in range(variants_per_process):
            k = 1 + j % steps
            variants.append(
                Variant(
                    id=f"{problem.id}-v{j}",
                    process_id=problem.id,
                    family="synonym",
                    target_step=k,
                    text=f"Once {k} hours have passed the tank is down {k * (i % 7 + 1)} litres.",
                    operation="bench",
                    seed=j,
                )
            )
    return write_benchmark(root, processes, variants, name="bench")


def client_ours(url: str, bench_dir: str, out: str, concurrency: int) -> dict:
    import openai  # noqa: F401  (imported before the clock starts, as in the other clients)

    from confprobench.judges import openai_backend  # noqa: F401
    from confprobench.run import RunConfig, run_judges

    started, cpu = time.perf_counter(), time.process_time()
    summary = run_judges(
        bench_dir, [f"openai:{MODEL}@{url};json_mode=false"], out, RunConfig(concurrency=concurrency, progress=False)
    )
    return {"wall": time.perf_counter() - started, "cpu": time.process_time() - cpu, "n": summary.judges[0].calls}


def client_bare(url: str, requests_file: str, concurrency: int) -> dict:
    import openai

    bodies = json.loads(Path(requests_file).read_text())

    async def main() -> int:
        client = openai.AsyncOpenAI(base_url=url, api_key="bench", max_retries=0)
        semaphore = asyncio.Semaphore(concurrency)

        async def one(body):
            async with semaphore:
                response = await client.chat.completions.create(model=MODEL, **body)
                return response.choices[0].message.content

        answers = await asyncio.gather(*(one(b) for b in bodies))
        await client.close()
        return len(answers)

    started, cpu = time.perf_counter(), time.process_time()
    n = asyncio.run(main())
    return {"wall": time.perf_counter() - started, "cpu": time.process_time() - cpu, "n": n}


def client_ours_prm(url: str, bench_dir: str, out: str, concurrency: int) -> dict:
    import openai  # noqa: F401

    from confprobench.judges import prm  # noqa: F401
    from confprobench.run import RunConfig, run_judges

    started, cpu = time.perf_counter(), time.process_time()
    summary = run_judges(
        bench_dir,
        [f"prm/{PRM_MODEL}"],
        out,
        RunConfig(concurrency=concurrency, progress=False, judge_options={"base_url": url}),
    )
    judge = summary.judges[0]
    return {
        "wall": time.perf_counter() - started,
        "cpu": time.process_time() - cpu,
        "n": judge.calls,
        "steps": judge.step_status.get("ok", 0),
    }


def client_bare_prm(url: str, requests_file: str, concurrency: int) -> dict:
    import openai

    bodies = json.loads(Path(requests_file).read_text())

    async def main() -> int:
        client = openai.AsyncOpenAI(base_url=url, api_key="bench", max_retries=0)
        semaphore = asyncio.Semaphore(concurrency)

        async def one(body):
            async with semaphore:
                data = json.loads(await client.post("pooling", body=body, cast_to=str))
                return len(data["data"][0]["data"])

        steps = await asyncio.gather(*(one(b) for b in bodies))
        await client.close()
        return sum(steps)

    started, cpu = time.perf_counter(), time.process_time()
    steps = asyncio.run(main())
    return {"wall": time.perf_counter() - started, "cpu": time.process_time() - cpu, "n": len(bodies), "steps": steps}


INSPECT_SCRIPT = r"""
import json, sys, time, os
from inspect_ai import Task, eval as inspect_eval
from inspect_ai.dataset import Sample
from inspect_ai.solver import generate
from inspect_ai.model import GenerateConfig
bodies = json.load(open(sys.argv[1])); url, concurrency, logdir = sys.argv[2], int(sys.argv[3]), sys.argv[4]
os.environ["OPENAI_BASE_URL"] = url; os.environ["OPENAI_API_KEY"] = "bench"
samples = [Sample(input=b["messages"][0]["content"], target="") for b in bodies]
task = Task(dataset=samples, solver=generate(), scorer=None)
config = GenerateConfig(max_connections=concurrency, temperature=bodies[0]["temperature"],
                        max_tokens=bodies[0]["max_tokens"], max_retries=0)
started, cpu = time.perf_counter(), time.process_time()
logs = inspect_eval(task, model="openai/MODEL_NAME", model_args={"responses_api": False}, log_dir=logdir, display="none",
                    **config.model_dump(exclude_none=True))
print(json.dumps({"wall": time.perf_counter() - started, "cpu": time.process_time() - cpu,
                  "n": len(logs[0].samples or []), "status": logs[0].status}))
""".replace("MODEL_NAME", MODEL)


def ensure_inspect() -> tuple[Path | None, str]:
    """A throwaway venv with inspect_ai (never a dependency of the package); (python, '') or (None, why)."""
    python = INSPECT_VENV / "bin" / "python"
    probe = [str(python), "-c", "import inspect_ai, openai"]
    if python.is_file() and subprocess.run(probe, capture_output=True).returncode == 0:
        return python, ""
    steps = [
        [sys.executable, "-m", "venv", str(INSPECT_VENV)],
        [str(python), "-m", "pip", "install", "-q", "inspect_ai", "openai"],
    ]
    for step in steps:
        result = subprocess.run(step, capture_output=True, text=True)
        if result.returncode != 0:
            return None, (result.stderr or result.stdout).strip().splitlines()[-1]
    return python, ""


def run_client(argv: list[str], python: str = sys.executable) -> dict:
    result = subprocess.run([python, *argv], capture_output=True, text=True, cwd=REPO)
    if result.returncode != 0:
        raise RuntimeError(result.stderr[-2000:])
    return json.loads(result.stdout.strip().splitlines()[-1])


def part_http(args) -> None:
    from confprobench.data import load_benchmark
    from confprobench.judges import make_judge
    from servers.helpers import fake_server

    with tempfile.TemporaryDirectory() as tmp, fake_server(latency=args.latency) as server:
        tmp = Path(tmp)
        bench = make_text_bench(tmp / "bench", args.requests, steps=3)
        judge = make_judge(f"openai:{MODEL}@{server.url};json_mode=false")
        bodies = [
            {"messages": list(r.messages), **r.params}
            for p in load_benchmark(tmp / "bench").processes.values()
            for r in judge.requests(p, bench.root)
        ]
        (tmp / "requests.json").write_text(json.dumps(bodies))
        me = [str(Path(__file__).resolve())]
        results = {}
        for round_ in range(args.rounds):  # alternate clients so machine noise hits them alike
            results.setdefault("ours", []).append(
                run_client(
                    me
                    + [
                        "--client",
                        "ours",
                        "--url",
                        server.url,
                        "--bench-dir",
                        str(tmp / "bench"),
                        "--out",
                        str(tmp / f"run{round_}"),
                        "--concurrency",
                        str(args.concurrency),
                    ]
                )
            )
            results.setdefault("bare", []).append(
                run_client(
                    me
                    + [
                        "--client",
                        "bare",
                        "--url",
                        server.url,
                        "--requests-file",
                        str(tmp / "requests.json"),
                        "--concurrency",
                        str(args.concurrency),
                    ]
                )
            )
            if not args.skip_inspect:
                python, why = ensure_inspect()
                if python is None:
                    print(f"inspect_ai: could not install: {why}")
                    args.skip_inspect = True
                else:
                    script = tmp / "inspect_client.py"
                    script.write_text(INSPECT_SCRIPT)
                    try:
                        results.setdefault("inspect", []).append(
                            run_client(
                                [
                                    str(script),
                                    str(tmp / "requests.json"),
                                    server.url,
                                    str(args.concurrency),
                                    str(tmp / f"inspect_logs{round_}"),
                                ],
                                python=str(python),
                            )
                        )
                    except RuntimeError as exc:
                        print(f"inspect_ai: failed to run: {str(exc).strip().splitlines()[-1]}")
                        args.skip_inspect = True
    ideal = args.concurrency / args.latency
    print(
        f"\nHTTP: {args.requests} requests, concurrency {args.concurrency}, server latency {args.latency * 1000:.0f} ms "
        f"(ideal {ideal:.0f} req/s), best of {args.rounds} rounds"
    )
    best = {}
    for name, runs in results.items():
        run = min(runs, key=lambda r: r["wall"])
        best[name] = {"rps": run["n"] / run["wall"], "cpu_ms": 1000 * run["cpu"] / run["n"], "n": run["n"]}
        print(
            f"  {name:<8} {best[name]['rps']:8.1f} req/s   {best[name]['cpu_ms']:6.2f} CPU ms/request   "
            f"({best[name]['n']} requests)"
        )
    ours = best["ours"]
    print(f"  ours / ideal C/L: throughput {ours['rps'] / ideal:.2f}")
    for other in ("bare", "inspect"):
        if other in best:
            print(
                f"  ours / {other}: throughput {ours['rps'] / best[other]['rps']:.2f}, "
                f"CPU per request {ours['cpu_ms'] / best[other]['cpu_ms']:.2f}"
            )


def part_prm(args) -> None:
    from confprobench.data import load_benchmark
    from confprobench.judges import make_judge
    from servers.provider_helpers import pooling_server

    with tempfile.TemporaryDirectory() as tmp, pooling_server(PRM_MODEL, "<extra_0>", latency=args.latency) as server:
        tmp = Path(tmp)
        bench = make_text_bench(tmp / "bench", args.requests, steps=PRM_STEPS)
        judge = make_judge(f"prm/{PRM_MODEL}", {"base_url": server.base})
        bodies = [
            judge.backend.body(r)
            for p in load_benchmark(tmp / "bench").processes.values()
            for r in judge.requests(p, bench.root)
        ]
        (tmp / "requests.json").write_text(json.dumps(bodies))
        me = [str(Path(__file__).resolve())]
        results: dict[str, list[dict]] = {}
        for round_ in range(args.rounds):
            results.setdefault("ours", []).append(
                run_client(
                    me
                    + [
                        "--client",
                        "ours-prm",
                        "--url",
                        server.base,
                        "--bench-dir",
                        str(tmp / "bench"),
                        "--out",
                        str(tmp / f"prm{round_}"),
                        "--concurrency",
                        str(args.concurrency),
                    ]
                )
            )
            results.setdefault("bare", []).append(
                run_client(
                    me
                    + [
                        "--client",
                        "bare-prm",
                        "--url",
                        server.base,
                        "--requests-file",
                        str(tmp / "requests.json"),
                        "--concurrency",
                        str(args.concurrency),
                    ]
                )
            )
    print(
        f"\nPRM (pooling API): {args.requests} processes x {PRM_STEPS} steps, one call per process, concurrency "
        f"{args.concurrency}, server latency {args.latency * 1000:.0f} ms, best of {args.rounds} rounds"
    )
    best = {}
    for name, runs in results.items():
        run = min(runs, key=lambda r: r["wall"])
        best[name] = {"sps": run["steps"] / run["wall"], "cpu_ms": 1000 * run["cpu"] / run["steps"], **run}
        print(
            f"  {name:<8} {best[name]['sps']:8.1f} steps/s   {best[name]['cpu_ms']:6.3f} CPU ms/step   "
            f"({run['n']} calls, {run['steps']} steps)"
        )
    ours, bare = best["ours"], best["bare"]
    print(
        f"  ours / bare: throughput {ours['sps'] / bare['sps']:.2f}, CPU per step {ours['cpu_ms'] / bare['cpu_ms']:.2f}"
    )


# -- part 2: llama.cpp -----------------------------------------------------------------------------


def part_llama(args) -> None:
    import numpy as np

    from confprobench.judges import make_judge
    from confprobench.run import RunConfig, run_judges

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        bench = make_text_bench(tmp / "bench", 64, steps=5, variants_per_process=5)
        steps = sum(len(p.steps) for p in bench.processes.values())
        started = time.perf_counter()
        summary = run_judges(bench, ["llamacpp:smollm2"], tmp / "run", RunConfig(progress=False))
        wall = time.perf_counter() - started
        judge = summary.judges[0]
        latency = judge.latency()
        print(
            f"\nllamacpp:smollm2, both stages: {len(bench.processes)} processes ({steps} steps) + "
            f"{len(bench.variants)} variants in {wall:.1f} s; {judge.calls} calls vs naive {judge.naive_calls} "
            f"({judge.naive_calls / judge.calls:.1f}x fewer); per call p50 {latency['p50']:.0f} ms, "
            f"mean {latency['mean']:.0f} ms, p95 {latency['p95']:.0f} ms"
        )

        if args.llama_processes == 0:
            return
        # The same step prompts, several ways, in the same process.
        requests = [
            r
            for p in list(bench.processes.values())[: args.llama_processes]
            for r in make_judge("llamacpp:smollm2").requests(p, bench.root)
        ]
        print(f"per-step latency on {len(requests)} step prompts:")

        def timed(label: str, judge_one) -> float:
            t0 = time.perf_counter()
            for request in requests:
                judge_one(request)
            seconds = (time.perf_counter() - t0) / len(requests)
            print(f"  {label:<52} {seconds * 1000:7.1f} ms/step", flush=True)
            return seconds

        results = {}
        for threads in (1, 2):
            backend = make_judge(f"llamacpp:smollm2;threads={threads}").backend
            results[f"ours{threads}"] = timed(
                f"last-token logits + KV prefix reuse, {threads} thread(s)", backend._complete
            )

            def no_reuse(request, backend=backend):
                backend._llm.n_tokens = 0  # forget the KV cache: evaluate the whole prompt
                return backend._complete(request)

            results[f"fresh{threads}"] = timed(f"last-token logits, whole prompt, {threads} thread(s)", no_reuse)
        from llama_cpp import Llama

        from confprobench.judges.llamacpp import resolve_model

        cores = os.cpu_count() or 1
        full = Llama(
            model_path=str(resolve_model("smollm2")),
            n_ctx=2048,
            n_threads=cores,
            n_threads_batch=cores,
            logits_all=True,
            verbose=False,
        )

        def chat_logprobs(request) -> float:
            out = full.create_chat_completion(
                messages=[dict(m) for m in request.messages],
                max_tokens=1,
                temperature=0.0,
                logprobs=True,
                top_logprobs=20,
            )
            return float(np.exp(out["choices"][0]["logprobs"]["content"][0]["logprob"]))

        results["chat"] = timed("create_chat_completion(logprobs), logits_all=True", chat_logprobs)
        best = min(results["ours1"], results["ours2"])
        print(
            f"  ours (best threads) is {min(results['fresh1'], results['fresh2']) / best:.2f}x faster than no reuse, "
            f"{results['chat'] / best:.2f}x faster than create_chat_completion"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--latency", type=float, default=0.05, help="server latency L in seconds")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--skip-inspect", action="store_true")
    parser.add_argument("--skip-http", action="store_true")
    parser.add_argument("--skip-llama", action="store_true")
    parser.add_argument("--skip-prm", action="store_true")
    parser.add_argument(
        "--llama-processes", type=int, default=6, help="processes for the per-step comparison (0: skip it)"
    )
    # internal: one client, in its own process
    parser.add_argument("--client", choices=["ours", "bare", "ours-prm", "bare-prm"])
    parser.add_argument("--url")
    parser.add_argument("--bench-dir")
    parser.add_argument("--out")
    parser.add_argument("--requests-file")
    args = parser.parse_args()
    if args.client == "ours":
        print(json.dumps(client_ours(args.url, args.bench_dir, args.out, args.concurrency)))
    elif args.client == "bare":
        print(json.dumps(client_bare(args.url, args.requests_file, args.concurrency)))
    elif args.client == "ours-prm":
        print(json.dumps(client_ours_prm(args.url, args.bench_dir, args.out, args.concurrency)))
    elif args.client == "bare-prm":
        print(json.dumps(client_bare_prm(args.url, args.requests_file, args.concurrency)))
    else:
        if not args.skip_http:
            part_http(args)
        if not args.skip_prm:
            part_prm(args)
        if not args.skip_llama:
            part_llama(args)


if __name__ == "__main__":
    main()
