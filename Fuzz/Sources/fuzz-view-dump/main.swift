import FuzzSupport
import HitKitDumps

// Any text parses to a dump or throws a `ViewDumpError`: never a crash or a hang.
FuzzDriver.run { data, size in
    _ = try? ViewDump.parse(FuzzInput.text(data, size), fileName: "fuzz.txt")
    return 0
}
