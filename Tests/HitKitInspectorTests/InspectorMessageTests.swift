import Foundation
import HitKit
import HitKitInspector
import Testing

@Suite("Decoding and checking the page's messages")
struct InspectorMessageTests {
    @Test("A well-formed message of each kind decodes")
    func wellFormed() throws {
        #expect(
            try InspectorMessage.decode(#"{"type":"hover","x":160,"y":270}"#) == .hover(CGPoint(x: 160, y: 270)))
        #expect(try InspectorMessage.decode(#"{"type":"tick","t":12.5}"#) == .tick(time: 12.5))
        #expect(try InspectorMessage.decode(#"{"type":"hitmap"}"#) == .hitMap(step: 4))
        #expect(try InspectorMessage.decode(#"{"type":"replay"}"#) == .replay)
        #expect(try InspectorMessage.decode(#"{"type":"fix"}"#) == .fix(index: 0))
        #expect(try InspectorMessage.decode(#"{"type":"export","name":"tapIt"}"#) == .export(name: "tapIt"))
        let input = try InspectorMessage.decode(
            #"{"type":"input","samples":[{"id":1,"phase":"down","x":1,"y":2,"t":3,"pointer":"pen"}]}"#)
        #expect(
            input
                == .input([InspectorSample(id: 1, phase: .down, location: CGPoint(x: 1, y: 2), time: 3, pointer: "pen")]))
        let toggle = try InspectorMessage.decode(
            #"{"type":"toggle","view":"blackView","field":"passThrough","value":true}"#)
        #expect(toggle == .toggle(InspectorToggle(target: .view("blackView"), field: "passThrough", value: .bool(true))))
    }

    func error(_ text: String, limits: InspectorLimits = .init()) -> InspectorError? {
        do {
            _ = try InspectorMessage.decode(text, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test("A message that breaks the schema is refused with the field at fault named")
    func schema() {
        #expect(error(#"{"type":"input","samples":[{"id":1,"phase":"down","x":"a","y":2,"t":3}]}"#)?.field
            == "samples[0].x")
        #expect(error(#"{"type":"input","samples":[{"id":1,"phase":"hop","x":1,"y":2,"t":3}]}"#)?.field
            == "samples[0].phase")
        #expect(error(#"{"type":"hover","x":1}"#)?.field == "y")
        #expect(error(#"{"x":1}"#)?.field == "type")
        #expect(error(#"{"type":"fly"}"#)?.field == "type")
        #expect(error(#"{"type":"hitmap","step":1}"#)?.field == "step")
        #expect(error(#"{"type":"toggle","view":"a","field":"color","value":true}"#)?.field == "field")
        #expect(error(#"{"type":"export","name":"no spaces"}"#)?.field == "name")
        #expect(error(#"{"type":"timeline"}"#)?.field == "index")
        #expect(error("not json")?.message.isEmpty == false)
        #expect(error("[1,2]") != nil)
        #expect(error("") != nil)
    }

    @Test("Numbers that are not finite or beyond a billion points are refused, never dispatched")
    func nonFinite() {
        #expect(error(#"{"type":"hover","x":1e999,"y":0}"#) != nil)
        #expect(error(#"{"type":"hover","x":-1e999,"y":0}"#) != nil)
        #expect(error(#"{"type":"hover","x":2e9,"y":0}"#)?.field == "x")
        #expect(error(#"{"type":"hover","x":NaN,"y":0}"#) != nil)
        #expect(error(#"{"type":"input","samples":[{"id":1,"phase":"down","x":1,"y":2,"t":1e999}]}"#) != nil)
    }

    @Test("Too many samples, a message too large or nested too deeply is refused")
    func limits() {
        let sample = #"{"id":1,"phase":"move","x":1,"y":2,"t":3}"#
        let many = #"{"type":"input","samples":["# + Array(repeating: sample, count: 65).joined(separator: ",") + "]}"
        #expect(error(many)?.field == "samples")
        let sixtyFour = #"{"type":"input","samples":["# + Array(repeating: sample, count: 64).joined(separator: ",")
            + "]}"
        #expect(error(sixtyFour) == nil)
        #expect(error(#"{"type":"input","samples":[]}"#)?.field == "samples")
        var small = InspectorLimits()
        small.maximumMessageBytes = 10
        #expect(error(#"{"type":"replay"}"#, limits: small)?.message.contains("over the limit") == true)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(#"{"type":"replay","x":"# + deep + "}")?.message.contains("nested") == true)
    }
}
