"""The soak's verdict and figures (scripts/soak.py): the bounds checked at the end of a run and
the table printed."""


def warm_up_index(soak):
    """The first sample after warm-up: a tenth of the requests, and at least two cycles."""
    warm = max(soak.total // 10, 2 * len(soak.mix))
    for index, taken in enumerate(soak.samples):
        if taken[0] >= warm:
            return index
    return len(soak.samples) - 1


def judge(soak, args):
    """The broken bounds, as sentences (none when the run passed)."""
    problems = []
    full = soak.total // len(soak.mix)
    errors = soak.errors_per_cycle[:full]
    if any(count != errors[0] for count in errors):
        problems.append(f"cycles answered differently: error responses per cycle {sorted(set(errors))}")
    warm = soak.samples[warm_up_index(soak)]
    after = soak.samples[warm_up_index(soak):]
    if soak.total >= 4 * len(soak.mix):
        bound = warm[1] + max(args.rss_slack_mb * 1024, warm[1] / 10)
        peak = max(s[1] for s in after)
        if peak > bound:
            problems.append(f"memory grew after warm-up: {warm[1] // 1024} MB -> peak {peak // 1024} MB (bound {bound // 1024:.0f} MB)")
    fewest = min(s[3] for s in soak.samples)
    if soak.samples[-1][3] > fewest:
        problems.append(f"descriptors leaked: {soak.samples[-1][3]} open when idle at the end, {fewest} at the fewest")
    return problems


def table(soak, seconds, log_lines):
    """The figures of a run, as a Markdown table."""
    full = soak.total // len(soak.mix)
    start, warm, final = soak.samples[0], soak.samples[warm_up_index(soak)], soak.samples[-1]
    after = soak.samples[warm_up_index(soak):]
    mb = lambda kb: f"{kb / 1024:.1f} MB"
    rows = [
        ("requests (cycles of the mix)", f"{soak.total:,} ({full:,} full cycles of {len(soak.mix)})"),
        ("time, rate", f"{seconds:.1f} s, {soak.total / seconds:,.0f} requests/s"),
        ("messages received (responses, notifications)", f"{soak.responses + soak.notifications:,} ({soak.responses:,}, {soak.notifications:,}), {soak.received_bytes / 1e6:,.1f} MB"),
        ("error responses per full cycle (the examples' deliberate ones)", f"{soak.errors_per_cycle[0] if full else '-'}"),
        ("RSS: start, after warm-up, peak after, final", f"{mb(start[1])}, {mb(warm[1])}, {mb(max(s[1] for s in after))}, {mb(final[1])}"),
        ("RSS high-water mark (VmHWM)", mb(final[2])),
        ("open descriptors: fewest, most (a scene file being read), final", f"{min(s[3] for s in soak.samples)}, {max(s[3] for s in soak.samples)}, {final[3]}"),
        ("samples; lines logged at error level", f"{len(soak.samples)}; {log_lines}"),
    ]
    lines = ["| figure | value |", "|---|---|"] + [f"| {name} | {value} |" for name, value in rows]
    return "\n".join(lines)
