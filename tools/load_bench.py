#!/usr/bin/env python3
"""Load benchmark for `lily serve` (not part of CI).

Starts `lily serve` on the built-in demo model (CPU), then runs CLIENTS concurrent
streaming clients, written with the official `openai` package, until REQUESTS requests
have been made. Each client holds multi-turn conversations (a shared system prompt, up
to TURNS turns each, then a new conversation), so the prefix cache sees realistic reuse.
Reports failures, latency and time-to-first-token percentiles, requests/s, prompt tokens
served from the prefix cache, and the server's resident memory before and after.

    cargo build --release
    .venv-testdata/bin/python tools/load_bench.py            # 64 clients, 10,000 requests
    .venv-testdata/bin/python tools/load_bench.py --json out.json

The venv comes from scripts/setup-test-data (it pins openai).
"""

import argparse
import asyncio
import json
import random
import subprocess
import sys
import time
import urllib.request

from openai import AsyncOpenAI

SYSTEM = (
    "You are a concise assistant for a small bakery. Answer in one or two sentences, "
    "mention prices in euros, and never invent opening hours."
)
QUESTIONS = [
    "What bread do you recommend for sandwiches?",
    "Do you have anything without gluten?",
    "How much is a croissant?",
    "Can I order a birthday cake for Saturday?",
    "Which pastries are vegan?",
    "Is the rye bread baked today?",
    "What goes well with coffee?",
    "Do you sell sourdough starter?",
]


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def scrape(base):
    """Unlabelled /metrics values by name."""
    text = urllib.request.urlopen(base + "/metrics").read().decode()
    out = {}
    for line in text.splitlines():
        if line and not line.startswith("#") and "{" not in line:
            name, value = line.split()
            out[name] = float(value)
    return out


def percentile(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, int(p / 100 * len(s)))]


async def client_loop(cid, client, budget, stats, args):
    rng = random.Random(cid)
    messages = None
    turns = 0
    while budget[0] > 0:
        budget[0] -= 1
        if messages is None or turns == args.turns:
            messages = [{"role": "system", "content": SYSTEM}]
            turns = 0
        messages.append({"role": "user", "content": rng.choice(QUESTIONS)})
        start = time.perf_counter()
        first = None
        parts = []
        usage = None
        try:
            stream = await client.chat.completions.create(
                model="lily-builtin",
                messages=messages,
                max_tokens=args.max_tokens,
                temperature=0.7,
                seed=rng.randrange(1 << 30),
                stream=True,
                stream_options={"include_usage": True},
                extra_body={"chat_template_kwargs": {"enable_thinking": False}},
            )
            async for chunk in stream:
                if chunk.usage is not None:
                    usage = chunk.usage
                for c in chunk.choices:
                    if c.delta.content:
                        if first is None:
                            first = time.perf_counter()
                        parts.append(c.delta.content)
            if usage is None:
                raise RuntimeError("no usage chunk")
        except Exception as e:  # every failure is counted and shown
            stats["failures"].append(repr(e))
            messages = None
            continue
        end = time.perf_counter()
        stats["latency"].append(end - start)
        if first is not None:
            stats["ttft"].append(first - start)
        stats["prompt_tokens"] += usage.prompt_tokens
        cached = usage.prompt_tokens_details.cached_tokens
        stats["cached_tokens"] += cached
        stats["hits"] += cached > 0
        messages.append({"role": "assistant", "content": "".join(parts)})
        turns += 1


async def sample_rss(pid, samples):
    while True:
        samples.append(rss_mib(pid))
        await asyncio.sleep(1)


async def run_load(base, pid, requests, args):
    client = AsyncOpenAI(base_url=base + "/v1", api_key="none", max_retries=0, timeout=600)
    stats = {"latency": [], "ttft": [], "failures": [], "prompt_tokens": 0,
             "cached_tokens": 0, "hits": 0, "rss": []}
    budget = [requests]
    sampler = asyncio.create_task(sample_rss(pid, stats["rss"]))
    start = time.perf_counter()
    await asyncio.gather(*(client_loop(i, client, budget, stats, args)
                           for i in range(args.clients)))
    stats["wall"] = time.perf_counter() - start
    sampler.cancel()
    await client.close()
    return stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lily", default="target/release/lily")
    ap.add_argument("--clients", type=int, default=64)
    ap.add_argument("--requests", type=int, default=10_000)
    ap.add_argument("--warmup", type=int, default=1000,
                    help="requests before the measurement; enough to fill the prefix cache")
    ap.add_argument("--turns", type=int, default=4, help="turns per conversation")
    ap.add_argument("--max-tokens", type=int, default=16)
    ap.add_argument("--prefix-cache-mb", type=int, default=64)
    ap.add_argument("--json", help="also write the results here")
    args = ap.parse_args()

    cmd = [args.lily, "serve", "--device", "cpu", "--port", "0",
           "--prefix-cache-mb", str(args.prefix_cache_mb)]
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline().strip()
        base = line.removeprefix("listening on ")
        assert base.startswith("http://"), line
        rss_idle = rss_mib(server.pid)
        asyncio.run(run_load(base, server.pid, args.warmup, args))
        rss_before = rss_mib(server.pid)
        s = asyncio.run(run_load(base, server.pid, args.requests, args))
        rss_after = rss_mib(server.pid)
        m = scrape(base)
        assert server.poll() is None, "the server died"
    finally:
        server.terminate()
        server.wait()

    done = len(s["latency"])
    result = {
        "command": " ".join(cmd),
        "clients": args.clients,
        "requests": args.requests,
        "failures": len(s["failures"]),
        "wall_s": round(s["wall"], 2),
        "requests_per_s": round(done / s["wall"], 1),
        "latency_p50_ms": round(1000 * percentile(s["latency"], 50), 1),
        "latency_p99_ms": round(1000 * percentile(s["latency"], 99), 1),
        "ttft_p50_ms": round(1000 * percentile(s["ttft"], 50), 1),
        "ttft_p99_ms": round(1000 * percentile(s["ttft"], 99), 1),
        "prompt_tokens": s["prompt_tokens"],
        "cached_tokens": s["cached_tokens"],
        "cached_token_share": round(s["cached_tokens"] / max(1, s["prompt_tokens"]), 3),
        "requests_with_a_hit": round(s["hits"] / max(1, done), 3),
        "rss_idle_mib": round(rss_idle, 1),
        "rss_before_mib": round(rss_before, 1),
        "rss_after_mib": round(rss_after, 1),
        "rss_peak_mib": round(max(s["rss"] + [rss_after]), 1),
        # Resident memory at each tenth of the run: flat once the prefix cache is full.
        "rss_by_tenth_mib": [round(s["rss"][len(s["rss"]) * i // 10], 1) for i in range(10)],
        "server_prefix_cache": {k: v for k, v in m.items() if k.startswith("lily_prefix_cache")},
    }
    print("| metric | value |\n|---|---|")
    for k, v in result.items():
        print(f"| {k} | {v} |")
    for f in s["failures"][:5]:
        print("failure:", f, file=sys.stderr)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    sys.exit(1 if s["failures"] else 0)


if __name__ == "__main__":
    main()
