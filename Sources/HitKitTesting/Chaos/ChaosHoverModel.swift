import HitKit

/// The host's idea of its hovering mouse and pen, drawing hover samples: the mouse (with the
/// pointer id of its clicks, so a click ends its hover) and sometimes a pen with a zOffset,
/// entering, moving, leaving and being lost; and from a hostile host a location that is not
/// finite, a pen's zOffset outside 0…1 or not finite, a hover for a pointer that is down, a leave
/// or cancel with no hover, a time that goes backwards or is not finite.
struct ChaosHoverModel {
    /// Whether the host believes its mouse, and its pen, hover.
    var mouseHovers = false
    var penHovers = false
    var mouseLocation = CGPoint(x: 100, y: 100)
    var penLocation = CGPoint(x: 200, y: 200)

    /// The next samples; `mouseDown` and `penDown` are the host's pointer model's (a pointer that
    /// is down does not hover).
    mutating func next(
        hostile: Bool, mouseDown: Bool, penDown: Bool, time: inout TimeInterval, _ random: inout ChaosRandom
    ) -> [HoverSample] {
        if hostile, random.chance(0.3) {
            return hostileSamples(mouseDown: mouseDown, penDown: penDown, time: &time, &random)
        }
        let pen = random.chance(0.3)
        if pen ? penDown : mouseDown { return [] }
        let id = pen ? ChaosMouseModel.penID : ChaosMouseModel.mouseID
        let kind: HoverSample.Kind = pen ? .pen : .mouse
        var hovers = pen ? penHovers : mouseHovers
        var location = pen ? penLocation : mouseLocation
        defer {
            if pen {
                penHovers = hovers
                penLocation = location
            } else {
                mouseHovers = hovers
                mouseLocation = location
            }
        }
        func sample(_ phase: HoverSample.Phase) -> HoverSample {
            HoverSample(
                pointerID: id, phase: phase, location: location, timestamp: time, kind: kind,
                zOffset: pen ? random.double(0...1) : 0)
        }
        if !hovers {
            hovers = true
            location = CGPoint(x: random.double(-10...330), y: random.double(-10...490))
            // Hosts such as SDL send motion with no entry.
            return [sample(random.chance(0.7) ? .enter : .move)]
        }
        if random.chance(0.15) {
            hovers = false
            return [sample(random.chance(0.85) ? .leave : .cancel)]
        }
        // A few moves in one call, as a host that batches its frame's events.
        return (0..<random.int(1...3)).map { _ in
            let step = random.chance(0.7) ? 8.0 : 150.0
            location.x += random.double(-step...step)
            location.y += random.double(-step...step)
            return sample(.move)
        }
    }

    /// Samples a well-behaved host never sends.
    private mutating func hostileSamples(
        mouseDown: Bool, penDown: Bool, time: inout TimeInterval, _ random: inout ChaosRandom
    ) -> [HoverSample] {
        let odd: [CGFloat] = [.nan, .infinity, -.infinity, 1e300]
        switch random.int(0...5) {
        case 0:
            mouseHovers = false
            return [
                HoverSample(
                    pointerID: ChaosMouseModel.mouseID, phase: random.pick([.enter, .move]),
                    location: CGPoint(x: random.pick(odd), y: 20), timestamp: time)
            ]
        case 1:
            guard !penDown else { return [] }
            penHovers = true
            return [
                HoverSample(
                    pointerID: ChaosMouseModel.penID, phase: .move, location: penLocation, timestamp: time,
                    kind: .pen, zOffset: random.pick([-0.5, 1.5, .nan, .infinity, -.infinity]))
            ]
        case 2:
            // A hover for a pointer that is down.
            guard mouseDown else { return [] }
            return [
                HoverSample(
                    pointerID: ChaosMouseModel.mouseID, phase: random.pick([.enter, .move]), location: mouseLocation,
                    timestamp: time)
            ]
        case 3:
            // A leave or cancel with no hover (or of a pointer the host never named).
            let id = random.pick([ChaosMouseModel.mouseID, ChaosMouseModel.penID, ChaosMouseModel.penID + 1])
            if id == ChaosMouseModel.mouseID { mouseHovers = false }
            if id == ChaosMouseModel.penID { penHovers = false }
            return [
                HoverSample(
                    pointerID: id, phase: random.pick([.leave, .cancel]), location: CGPoint(x: 10, y: 10),
                    timestamp: time)
            ]
        case 4:
            time -= random.pick([0.01, 0.5, 10])
            guard !mouseDown else { return [] }
            mouseHovers = true
            return [
                HoverSample(pointerID: ChaosMouseModel.mouseID, phase: .move, location: mouseLocation, timestamp: time)
            ]
        default:
            guard !mouseDown else { return [] }
            mouseHovers = true
            return [
                HoverSample(pointerID: ChaosMouseModel.mouseID, phase: .move, location: mouseLocation, timestamp: .nan)
            ]
        }
    }
}
