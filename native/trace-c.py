# Records a C program's execution step by step for the visualizer (POST /functions/v1/trace-c).
#
# Runs inside gdb (gdb -nx -batch -x trace-c.py), itself inside the trace sandbox; gdb's
# scripting language is Python, hence this one Python file (docs/decisions/0012). The program
# was built with -O0 -g and native/trace-runtime.c. It is started through native/trace-launch,
# which gives it the run sandbox's seccomp filter, its limits and its stdin/stdout files.
#
# Writes one JSON object per line to the file descriptor it was started with as stdout:
#   {"step": {...}}  a step in the shape of src/domain/trace.ts, plus for a crash "fault"
#                    (the facts the server turns into the plain-English explanation)
#   {"end": "exit" | "killed" | "crash" | "truncated" | "timeout" | "error", ...}
# The server (src/server/trace/) reads and checks every line: nothing here is trusted.
import ctypes
import json
import os
import signal
import struct
import time

import gdb

PROGRAM = os.environ.get("CODENEST_TRACE_PROGRAM", "./program")
OUTPUT = os.environ.get("CODENEST_TRACE_OUTPUT", "/tmp/output")
LAUNCHER = os.environ["CODENEST_TRACE_LAUNCHER"]
MAX_STEPS = int(os.environ.get("CODENEST_TRACE_MAX_STEPS", "2000"))
DEADLINE = time.monotonic() + float(os.environ.get("CODENEST_TRACE_SECONDS", "10"))
MAX_OUTPUT = int(os.environ.get("CODENEST_TRACE_OUTPUT_BYTES", "8192"))

POISON = 0xBE
MAX_ELEMENTS = 64  # array elements (and heap block elements) shown; the rest are "omitted"
MAX_FIELDS = 64
MAX_DEPTH = 6  # nesting of arrays and structs shown
MAX_FRAMES = 20  # frames shown: main and the newest ones
MAX_UNWIND = 40  # frames looked at for main; deeper, the newest MAX_FRAMES are shown
MAX_VALUES = 300  # values described in one step, all frames, globals and heap together
MAX_BLOCKS_SHOWN = 64
BLOCK_STRUCT = struct.Struct("<QQII")
FAULTS = {1: "double_free", 2: "free_inside"}
# Signals that end the program where it is: its last step is a crash step. Any other signal (SIGCONT,
# a SIGUSR1 with a handler...) is passed on and the trace goes on; one that kills the program
# ends it as "killed".
FATAL_SIGNALS = {"SIGSEGV", "SIGBUS", "SIGFPE", "SIGILL", "SIGABRT", "SIGSYS", "SIGXCPU", "SIGXFSZ"}
# A program that stops itself would wait there until a run's time is up: its last step says so.
FATAL_SIGNALS |= {"SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU"}

trace_out = os.fdopen(os.dup(1), "w", buffering=1)
devnull = os.open("/dev/null", os.O_WRONLY)
os.dup2(devnull, 1)
os.dup2(devnull, 2)


def emit(record):
    trace_out.write(json.dumps(record, separators=(",", ":")) + "\n")


for command in (
    "set debuginfod enabled off",
    "set debug-file-directory /nonexistent",
    "set auto-load off",
    "set pagination off",
    "set confirm off",
    "set disable-randomization on",
    "set print elements 0",
    "set detach-on-fork on",
    "set follow-fork-mode parent",
    "set follow-exec-mode same",
):
    try:
        gdb.execute(command, to_string=True)
    except gdb.error:
        pass
gdb.execute(f"set exec-wrapper {LAUNCHER}", to_string=True)
gdb.execute(f"file {PROGRAM}", to_string=True)

stop_signal = None
exit_code = None


def on_stop(event):
    global stop_signal
    if isinstance(event, gdb.SignalEvent):
        stop_signal = event.stop_signal


def on_exit(event):
    global exit_code
    exit_code = getattr(event, "exit_code", None)


gdb.events.stop.connect(on_stop)
gdb.events.exited.connect(on_exit)

def hexa(number):
    return "0x%x" % number


class Memory:
    """The program's memory as the values of one step saw it: regions and heap blocks."""

    def __init__(self):
        self.variables = []  # (start, end, name, region)
        self.blocks = []  # (address, size, freed, serial)
        self.pointers = []  # (value dict, address it holds, pointee type)
        self.unset_pointers = []  # pointers still made of POISON (never given a value)
        self.budget = MAX_VALUES
        self.resolved = set()  # ids of the pointer values whose target this step has set


def block_of(memory, address):
    for block in memory.blocks:
        start, size, freed, _serial = block
        if start <= address < start + max(size, 1):
            return block
    return None


def type_name(t):
    try:
        return str(t)
    except gdb.error:
        return "?"


def poisoned(raw):
    return len(raw) > 0 and all(b == POISON for b in raw)


def read_bytes(address, size):
    try:
        return bytes(gdb.selected_inferior().read_memory(address, size))
    except gdb.MemoryError:
        return b""


def scalar_text(value, t, code):
    if code == gdb.TYPE_CODE_BOOL:
        return "true" if int(value) else "false"
    if code == gdb.TYPE_CODE_FLT:
        return value.format_string()
    if code == gdb.TYPE_CODE_ENUM:
        return value.format_string()
    if code == gdb.TYPE_CODE_CHAR or (code == gdb.TYPE_CODE_INT and t.sizeof == 1 and "char" in type_name(t)):
        number = int(value)
        shown = chr(number) if 32 <= number < 127 else None
        escapes = {0: "\\0", 10: "\\n", 9: "\\t", 13: "\\r"}
        if number in escapes:
            shown = escapes[number]
        return "%d '%s'" % (number, shown) if shown is not None else str(number)
    return str(int(value))


def kind_of(code, t):
    if code == gdb.TYPE_CODE_BOOL:
        return "bool"
    if code == gdb.TYPE_CODE_FLT:
        return "float"
    if code == gdb.TYPE_CODE_CHAR or (code == gdb.TYPE_CODE_INT and t.sizeof == 1 and "char" in type_name(t)):
        return "char"
    return "int"


def describe(value, name, memory, depth=0, declared=None):
    """One value as the step's JSON describes it (src/domain/trace.ts TraceValue)."""
    t = declared if declared is not None else value.type
    real = t.strip_typedefs()
    memory.budget -= 1
    code = real.code
    address = int(value.address) if value.address is not None else 0
    size = real.sizeof
    out = {"name": name, "type": type_name(t), "kind": "int", "address": hexa(address), "size": size}
    if code == gdb.TYPE_CODE_ARRAY:
        out["kind"] = "array"
        element_type = real.target()
        low, high = real.range()
        count = high - low + 1
        shown = min(count, MAX_ELEMENTS, max(memory.budget, 0)) if depth < MAX_DEPTH else 0
        out["value"] = [describe(value[low + i], "[%d]" % i, memory, depth + 1) for i in range(shown)]
        if count > shown:
            out["omitted"] = count - shown
        return out
    if code in (gdb.TYPE_CODE_STRUCT, gdb.TYPE_CODE_UNION):
        out["kind"] = "struct" if code == gdb.TYPE_CODE_STRUCT else "union"
        fields = [f for f in real.fields() if f.name is not None]
        shown = fields[: min(MAX_FIELDS, max(memory.budget, 0))] if depth < MAX_DEPTH else []
        out["value"] = [describe(value[f], f.name, memory, depth + 1) for f in shown]
        if len(fields) > len(shown):
            out["omitted"] = len(fields) - len(shown)
        return out
    raw = read_bytes(address, size) if address else b""
    if code == gdb.TYPE_CODE_PTR:
        target_type = real.target().strip_typedefs()
        held = int(value)
        out["value"] = hexa(held)
        if target_type.code == gdb.TYPE_CODE_FUNC:
            out["kind"] = "function"
            if poisoned(raw):
                out["uninitialized"] = True
                out["value"] = "?"
            else:
                out["value"] = value.format_string(symbols=True, address=False) or hexa(held)
            return out
        out["kind"] = "pointer"
        if poisoned(raw):
            out["uninitialized"] = True
            out["value"] = "?"
            out["target"] = {"region": "unknown", "address": hexa(held)}
            memory.unset_pointers.append(out)
        else:
            memory.pointers.append((out, held, real.target()))
        return out
    if code == gdb.TYPE_CODE_FUNC:
        out["kind"] = "function"
        out["value"] = name
        return out
    out["kind"] = kind_of(code, real)
    try:
        out["value"] = scalar_text(value, real, code)
    except (gdb.error, ValueError):
        out["value"] = "?"
    if poisoned(raw):
        out["uninitialized"] = True
        out["value"] = "?"
    return out


def note_variable(memory, described, region):
    start = int(described["address"], 16)
    memory.variables.append((start, start + max(described["size"], 1), described["name"], region))


def symbols_in_scope(frame):
    """The frame's parameters, then its locals visible at this line (outer blocks first)."""
    try:
        block = frame.block()
    except RuntimeError:
        return []
    scopes = []
    while block is not None and not block.is_global and not block.is_static:
        scopes.append(block)
        if block.function is not None:
            break
        block = block.superblock
    line = frame.find_sal().line
    arguments, locals_ = [], []
    seen = set()
    for scope in reversed(scopes):
        for symbol in scope:
            if not symbol.is_variable and not symbol.is_argument:
                continue
            if symbol.name in seen and not symbol.is_argument:
                # An inner block's variable hides the outer one of the same name.
                locals_ = [s for s in locals_ if s.name != symbol.name]
            # A local declared below this line is not in scope yet.
            if not symbol.is_argument and symbol.line > line and scope.function is None:
                continue
            seen.add(symbol.name)
            (arguments if symbol.is_argument else locals_).append(symbol)
    return arguments + locals_


# A variable whose bytes did not change since the last step keeps its description: only its
# pointers' targets are looked at again (what they point at may have changed).
described_before = {}  # (name, address, type) -> (bytes, description, values, pointers, unset)


def described_once(key, raw, memory, describe_now):
    """`describe_now()`, or what it gave at an earlier step when these bytes were the same then
    (and the step's value budget still covers it); its pointers are resolved again either way."""
    known = described_before.get(key)
    if raw and known is not None and known[0] == raw and known[2] <= memory.budget:
        _raw, described, count, pointers, unset = known
        memory.budget -= count
        memory.pointers.extend(pointers)
        memory.unset_pointers.extend(unset)
        return described
    pointers_from, unset_from, budget_before = len(memory.pointers), len(memory.unset_pointers), memory.budget
    described = describe_now()
    if raw:
        pointers = memory.pointers[pointers_from:]
        count = budget_before - memory.budget
        described_before[key] = (raw, described, count, pointers, memory.unset_pointers[unset_from:])
    return described


def describe_variable(value, name, memory):
    address = int(value.address) if value.address is not None else 0
    raw = read_bytes(address, value.type.sizeof) if address else None
    key = (name, address, type_name(value.type))
    return described_once(key, raw, memory, lambda: describe(value, name, memory))


def frame_values(frame, memory):
    values = []
    for symbol in symbols_in_scope(frame):
        if symbol.addr_class == gdb.SYMBOL_LOC_STATIC and not symbol.is_argument:
            region = "global"
        else:
            region = "stack"
        try:
            described = describe_variable(symbol.value(frame), symbol.name, memory)
        except (gdb.error, gdb.MemoryError, RuntimeError):
            continue
        note_variable(memory, described, region)
        values.append(described)
    return values


globals_cache = None


def global_symbols():
    global globals_cache
    if globals_cache is None:
        found = []
        try:
            main = gdb.lookup_global_symbol("main")
            symtab = main.symtab if main else None
        except gdb.error:
            symtab = None
        if symtab is not None:
            seen = set()
            for block in (symtab.global_block(), symtab.static_block()):
                for symbol in block:
                    if symbol.is_variable and symbol.name not in seen and not symbol.name.startswith("codenest_"):
                        seen.add(symbol.name)
                        found.append(symbol)
        found.sort(key=lambda s: s.line)
        globals_cache = found
    return globals_cache


heap_addresses = None  # (&codenest_heap, &codenest_heap_used): looked up once


def heap_table():
    """codenest_heap as (address, size, freed, serial), read in one go."""
    global heap_addresses
    if heap_addresses is None:
        try:
            heap_addresses = (
                int(gdb.parse_and_eval("(unsigned long)&codenest_heap")),
                int(gdb.parse_and_eval("(unsigned long)&codenest_heap_used")),
            )
        except gdb.error:
            heap_addresses = (0, 0)
    base, used_at = heap_addresses
    count = read_bytes(used_at, 4) if used_at else b""
    if len(count) != 4:
        return []
    used = min(struct.unpack("<I", count)[0], 1024)
    raw = read_bytes(base, used * BLOCK_STRUCT.size)
    blocks = []
    for i in range(len(raw) // BLOCK_STRUCT.size):
        address, size, state, serial = BLOCK_STRUCT.unpack_from(raw, i * BLOCK_STRUCT.size)
        if state in (1, 2):
            blocks.append((address, size, state == 2, serial))
    blocks.sort(key=lambda b: b[3])
    return blocks


known_block_types = {}  # block address -> element type, remembered across steps


def resolve_targets(memory):
    """Where each pointer seen this step points; learns the heap blocks' element types."""
    for out, held, pointee in memory.pointers:
        if id(out) in memory.resolved:
            continue
        memory.resolved.add(id(out))
        target = {"region": "unknown", "address": hexa(held)}
        if held == 0:
            target["region"] = "null"
        else:
            block = block_of(memory, held)
            if block is not None:
                start, _size, freed, _serial = block
                target["region"] = "freed" if freed else "heap"
                target["offset"] = held - start
                if held == start and pointee.strip_typedefs().code != gdb.TYPE_CODE_VOID:
                    known_block_types.setdefault(start, pointee)
            else:
                for start, end, name, region in memory.variables:
                    if start <= held < end:
                        target["region"] = region
                        target["name"] = name
                        target["offset"] = held - start
                        break
                else:
                    literal = string_literal(held, pointee)
                    if literal is not None:
                        target["region"] = "global"
                        target["name"] = literal
        out["target"] = target


def string_literal(address, pointee):
    """A char pointer into no variable: the text it points at (a string literal), quoted."""
    if pointee.strip_typedefs().sizeof != 1 or "char" not in type_name(pointee):
        return None
    raw = read_bytes(address, 64)
    end = raw.find(b"\0")
    if end < 0:
        return None
    return json.dumps(raw[:end].decode("utf-8", "replace"), ensure_ascii=False)


def heap_values(memory):
    shown = []
    for start, size, freed, _serial in memory.blocks[:MAX_BLOCKS_SHOWN]:
        element = known_block_types.get(start)
        block = {"address": hexa(start), "size": size, "type": None, "freed": freed, "values": []}
        if element is not None:
            block["type"] = type_name(element)
        if element is not None and element.sizeof > 0 and not freed:
            count = size // element.sizeof
            kept = min(count, MAX_ELEMENTS)
            block["values"] = block_elements(start, element, kept, memory)
            if count > len(block["values"]):
                block["omitted"] = count - len(block["values"])
        shown.append(block)
    return shown


def block_elements(start, element, kept, memory):
    """A heap block's first `kept` elements."""

    def describe_now():
        values = []
        try:
            items = gdb.Value(start).cast(element.pointer())
            for i in range(min(kept, max(memory.budget, 0))):
                values.append(describe(items[i], "[%d]" % i, memory, 1, element))
        except (gdb.error, gdb.MemoryError):
            pass
        return values

    raw = read_bytes(start, element.sizeof * kept)
    return described_once(("heap", start, type_name(element), kept), raw, memory, describe_now)


output_seen = 0


def new_output():
    """What the program printed since the last step (up to MAX_OUTPUT in all), as bytes."""
    global output_seen
    if output_seen >= MAX_OUTPUT:
        return b""
    try:
        with open(OUTPUT, "rb") as f:
            f.seek(output_seen)
            data = f.read(MAX_OUTPUT - output_seen)
    except OSError:
        return b""
    output_seen += len(data)
    return data


pending_output = b""


def output_text():
    """The new output as text; an incomplete UTF-8 character waits for the next step."""
    global pending_output
    data = pending_output + new_output()
    cut = len(data)
    for back in range(1, min(4, len(data)) + 1):
        byte = data[-back]
        if byte & 0xC0 == 0x80:
            continue
        if byte >= 0xC0 and back < (2 if byte < 0xE0 else 3 if byte < 0xF0 else 4):
            cut = len(data) - back
        break
    pending_output = data[cut:]
    return data[:cut].decode("utf-8", "replace")


def user_frames(depth):
    """The frames with the program's own source, newest first, down to main's (or MAX_UNWIND)."""
    frames = []
    frame = gdb.newest_frame()
    looked = 0
    # Deep in a recursion main is out of reach: only the frames shown are worth unwinding.
    limit = MAX_FRAMES + 1 if depth > MAX_UNWIND else MAX_UNWIND
    while frame is not None and looked < limit:
        looked += 1
        if frame.find_sal().symtab is not None and frame.function() is not None:
            frames.append(frame)
            if frame.function().name == "main":
                break
        frame = frame.older()
    return frames


def reaches_main(frames):
    return bool(frames) and frames[-1].function().name == "main"


def poison_new_frame(frame):
    """Fills a new frame's locals (not its parameters) with POISON: unwritten values show as such."""
    try:
        sp = int(frame.read_register("rsp"))
        fp = int(frame.read_register("rbp"))
    except (gdb.error, ValueError):
        return
    if not (0 < fp - sp <= 1 << 20):
        return
    keep = []
    for symbol in symbols_in_scope(frame):
        if symbol.is_argument:
            try:
                value = symbol.value(frame)
                keep.append((int(value.address), int(value.address) + value.type.sizeof))
            except (gdb.error, RuntimeError):
                pass
    # Every local of the function, declared later in the body too.
    cursor = sp
    for start, end in sorted(keep) + [(fp, fp)]:
        if start > cursor:
            try:
                gdb.selected_inferior().write_memory(cursor, bytes([POISON]) * (min(start, fp) - cursor))
            except gdb.MemoryError:
                pass
        cursor = max(cursor, end)


def snapshot(event, frames, depth):
    memory = Memory()
    memory.blocks = heap_table()
    if not reaches_main(frames):
        shown = frames[:MAX_FRAMES]  # deep recursion: main is too far down to fetch each step
    elif len(frames) <= MAX_FRAMES:
        shown = frames
    else:
        shown = frames[: MAX_FRAMES - 1] + [frames[-1]]
    stack = []
    # Newest first, so that the frame the program is in gets its values before the budget ends.
    for frame in shown:
        sal = frame.find_sal()
        stack.append({"function": frame.function().name, "line": sal.line, "locals": frame_values(frame, memory)})
    stack.reverse()  # oldest (main) first, newest last
    globals_ = []
    for symbol in global_symbols():
        try:
            described = describe_variable(symbol.value(), symbol.name, memory)
        except (gdb.error, gdb.MemoryError):
            continue
        note_variable(memory, described, "global")
        globals_.append(described)
    resolve_targets(memory)
    heap = heap_values(memory)
    # Pointers inside heap blocks found more blocks' types: resolve those pointers too.
    resolve_targets(memory)
    step = {
        "line": frames[0].find_sal().line if frames else 0,
        "event": event,
        "stack": stack,
        "globals": globals_,
        "heap": heap,
    }
    printed = output_text()
    if printed:
        step["out"] = printed
    omitted = max(depth, len(frames)) - len(shown)
    if omitted > 0:
        step["framesOmitted"] = omitted
    return step, memory


def last_operand(operands):
    """The destination of an AT&T-syntax instruction: its operand after the last top-level comma."""
    depth, start = 0, 0
    for index, char in enumerate(operands):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "," and depth == 0:
            start = index + 1
    return operands[start:]


def fault_facts(memory, depth):
    facts = {}
    try:
        siginfo = gdb.parse_and_eval("$_siginfo")
        address = int(siginfo["_sifields"]["_sigfault"]["si_addr"])
        facts["address"] = hexa(address)
    except (gdb.error, RuntimeError):
        address = None
    try:
        fault = int(gdb.parse_and_eval("*(unsigned int *)&codenest_fault"))
        if fault in FAULTS:
            facts["runtime"] = FAULTS[fault]
    except gdb.error:
        pass
    try:
        newest = gdb.newest_frame()
        facts["stackPointer"] = hexa(int(newest.read_register("rsp")))
        facts["framePointer"] = hexa(int(newest.read_register("rbp")))
    except (gdb.error, ValueError):
        pass
    facts["depth"] = depth
    try:
        instruction = gdb.execute("x/i $pc", to_string=True).split(":", 1)[-1].strip()
        operands = instruction.split(None, 1)[1] if " " in instruction else ""
        if "(" in operands:
            facts["access"] = "write" if "(" in last_operand(operands) else "read"
    except (gdb.error, IndexError):
        pass
    # The pointer the program followed: the newest frame's first (they were described first).
    if address is not None:
        culprit = None
        for out, held, _pointee in memory.pointers:
            region = out.get("target", {}).get("region")
            if region in ("null", "freed", "unknown") and 0 <= address - held < 4096:
                culprit = out
                break
        if culprit is None and address == 0 and memory.unset_pointers:
            culprit = memory.unset_pointers[-1]
        if culprit is not None:
            facts["pointer"] = culprit["address"]
            facts["pointerRegion"] = "unset" if culprit.get("uninitialized") else culprit["target"]["region"]
    return facts


def line_breakpoints():
    """A breakpoint at the start of every line of the program's own code, so that running from
    one to the next (continue) steps it: library calls run at full speed in between, and one stop
    costs far less than gdb's instruction-by-instruction `step`. A function's entry is left out:
    its first stop is after the prologue, where its parameters have their values."""
    main = gdb.lookup_global_symbol("main")
    if main is None or main.symtab is None:
        return
    symtab = main.symtab
    entries = set()
    for block in (symtab.global_block(), symtab.static_block()):
        for symbol in block:
            if symbol.is_function:
                entries.add(int(symbol.value().address))
    starts = set()
    for entry in symtab.linetable():
        if entry.line > 0 and entry.pc not in entries and getattr(entry, "is_stmt", True):
            starts.add(entry.pc)
    for pc in sorted(starts):
        gdb.Breakpoint("*0x%x" % pc, internal=True)


def exit_signal():
    """The signal that ended the program, when one did (gdb's $_exitsignal)."""
    try:
        number = gdb.parse_and_eval("$_exitsignal")
        if number.type.code == gdb.TYPE_CODE_VOID:
            return None
        return signal.Signals(int(number)).name
    except (gdb.error, ValueError):
        return None


def resume():
    global stop_signal
    stop_signal = None
    try:
        gdb.execute("continue", to_string=True)
    except gdb.error:
        pass


def main():
    try:
        # Stopped before the program's first instruction (its exec-wrapper has run)...
        gdb.execute("starti", to_string=True)
    except gdb.error as error:
        emit({"end": "error", "message": str(error)})
        return
    # ...gdb stops being dumpable, so nothing the program does can read or write gdb's memory
    # through /proc. Not sooner: gdb opens the program's /proc files while it starts, and a
    # non-dumpable gdb would read its memory word by word instead (four times slower steps).
    ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0
    gdb.execute("set breakpoint always-inserted on", to_string=True)
    gdb.Breakpoint("main", internal=True)
    line_breakpoints()
    # The deadline is checked between steps; a step that never ends (a one-line endless loop, a
    # read that waits forever) is ended by the sandbox's wall-clock limit, and the server keeps
    # the steps written until then. (A watchdog thread would cost every stop a GIL handover.)
    resume()
    steps = 0
    previous = None  # (newest frame, its caller, line) at the step before
    depth = 1  # the program's frames: counted by calls and returns, exact whenever main is in view
    while True:
        if exit_code is not None or not gdb.selected_inferior().pid:
            killed = exit_signal() if exit_code is None else None
            if killed is not None:
                emit({"end": "killed", "signal": killed, "out": output_text()})
            else:
                emit({"end": "exit", "exitCode": exit_code or 0, "out": output_text()})
            return
        frames = user_frames(depth)
        if stop_signal is not None and stop_signal not in FATAL_SIGNALS:
            resume()  # gdb passes the signal on: the program handles it, ignores it or dies of it
            continue
        if stop_signal is not None:
            step, memory = snapshot("crash", frames, depth)
            step["signal"] = stop_signal
            step["fault"] = fault_facts(memory, depth)
            emit({"step": step})
            emit({"end": "crash"})
            return
        if not frames:
            resume()  # outside the program's code (main returned, exit handlers): run on
            continue
        newest = frames[0]
        line = newest.find_sal().line
        event = "step"
        if previous is not None:
            before, before_caller, before_line = previous
            if newest == before:
                if line == before_line:
                    # Another statement of the same line (a for loop's test after its update).
                    if time.monotonic() >= DEADLINE:
                        emit({"end": "timeout"})
                        return
                    resume()
                    continue
            elif len(frames) > 1 and frames[1] == before:
                event = "call"
                depth += 1
                poison_new_frame(newest)
            elif before_caller is not None and newest == before_caller:
                event = "return"
                depth -= 1
        elif newest.function().name == "main":
            poison_new_frame(newest)
        if steps >= MAX_STEPS:
            emit({"end": "truncated"})
            return
        if reaches_main(frames):
            depth = len(frames)
        step, _memory = snapshot(event, frames, depth)
        emit({"step": step})
        steps += 1
        previous = (newest, frames[1] if len(frames) > 1 else None, line)
        if time.monotonic() >= DEADLINE:
            emit({"end": "timeout"})
            return
        resume()


try:
    main()
except Exception as error:  # the server ends the trace cleanly with what it has
    emit({"end": "error", "message": type(error).__name__ + ": " + str(error)[:200]})
finally:
    try:
        gdb.execute("kill", to_string=True)
    except gdb.error:
        pass
    trace_out.flush()
    os._exit(0)
