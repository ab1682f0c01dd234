import Foundation
import Testing

@testable import HitKit

/// Seeded random hierarchies with transforms and scrolled bounds: conversion and hit-testing agree.
@MainActor
@Suite("Geometry properties on random hierarchies")
struct GeometryPropertyTests {
    /// A window with a random tree of 25 views, each with a random frame, bounds origin and an
    /// invertible transform (rotation, scale 0.5…2, translation).
    private func randomWindow(_ random: inout SeededGenerator) -> (UIWindow, [UIView], UIApplication) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.isHidden = false
        var views: [UIView] = [window]
        for index in 0..<25 {
            let view = UIView(
                frame: CGRect(
                    x: CGFloat.random(in: -20...200, using: &random), y: CGFloat.random(in: -20...200, using: &random),
                    width: CGFloat.random(in: 20...200, using: &random),
                    height: CGFloat.random(in: 20...200, using: &random)))
            view.accessibilityIdentifier = "v\(index)"
            view.bounds.origin = CGPoint(
                x: CGFloat.random(in: -30...30, using: &random), y: CGFloat.random(in: -30...30, using: &random))
            view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -3...3, using: &random))
                .scaledBy(
                    x: CGFloat.random(in: 0.5...2, using: &random), y: CGFloat.random(in: 0.5...2, using: &random)
                )
                .translatedBy(x: CGFloat.random(in: -10...10, using: &random), y: 0)
            switch Int.random(in: 0..<12, using: &random) {
            case 0: view.isHidden = true
            case 1: view.isUserInteractionEnabled = false
            case 2: view.alpha = 0.01
            case 3: view.alpha = 0.011
            default: break
            }
            views.randomElement(using: &random)!.addSubview(view)
            views.append(view)
        }
        return (window, views, app)
    }

    @Test("Converting between two random views and back returns the point", arguments: [3, 11, 99] as [UInt64])
    func conversionRoundTrips(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let (_, views, app) = randomWindow(&random)
        defer { withExtendedLifetime(app) {} }
        for trial in 0..<200 {
            let from = views.randomElement(using: &random)!
            let to = views.randomElement(using: &random)!
            let point = CGPoint(
                x: CGFloat.random(in: -100...300, using: &random), y: CGFloat.random(in: -100...300, using: &random))
            let there = from.convert(point, to: to)
            let back = to.convert(there, to: from)
            let direct = to.convert(point, from: from)
            let viaWindow = to.convert(from.convert(point, to: nil), from: nil)
            let label =
                "seed \(seed) trial \(trial): \(from.accessibilityIdentifier ?? "window") → \(to.accessibilityIdentifier ?? "window") \(point)"
            #expect(isClose(back, point, tolerance: 1e-6), "\(label)")
            #expect(isClose(direct, there, tolerance: 1e-6), "\(label)")
            #expect(isClose(viaWindow, there, tolerance: 1e-6), "\(label)")
        }
    }

    @Test("The hit view contains the point, and so does each of its ancestors", arguments: [5, 42, 1234] as [UInt64])
    func hitViewContainsPoint(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let (window, _, app) = randomWindow(&random)
        defer { withExtendedLifetime(app) {} }
        var hits = 0
        for _ in 0..<300 {
            let point = CGPoint(
                x: CGFloat.random(in: 0..<400, using: &random), y: CGFloat.random(in: 0..<400, using: &random))
            guard let hit = window.hitTest(point, with: nil) else {
                Issue.record("seed \(seed): a point inside the window hit nothing: \(point)")
                continue
            }
            if hit !== window { hits += 1 }
            var view: UIView? = hit
            while let current = view {
                let local = window.convert(point, to: current)
                #expect(current.bounds.contains(local), "seed \(seed): \(point) is not inside \(current)")
                view = current.superview
            }
            // No subview of the hit view that takes touches contains the point.
            for subview in hit.subviews
            where !subview.isHidden && subview.isUserInteractionEnabled && subview.alpha > 0.01 {
                #expect(!subview.bounds.contains(window.convert(point, to: subview)), "seed \(seed): \(point)")
            }
        }
        #expect(hits > 0)
    }

    @Test(
        "The iterative hit-test answers what UIKit's recursive algorithm answers", arguments: [8, 77, 4096] as [UInt64])
    func matchesRecursiveReference(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let (window, _, app) = randomWindow(&random)
        defer { withExtendedLifetime(app) {} }
        for _ in 0..<300 {
            let point = CGPoint(
                x: CGFloat.random(in: -20..<420, using: &random), y: CGFloat.random(in: -20..<420, using: &random))
            let expected = referenceHitTest(window, point)
            #expect(window.hitTest(point, with: nil) === expected, "seed \(seed): \(point)")
        }
    }

    /// UIKit's hit-test algorithm as Apple's documentation and the articles (HitKit's *Sources*)
    /// write it: recursive.
    private func referenceHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        if view.isHidden || !view.isUserInteractionEnabled || view.alpha <= 0.01 { return nil }
        if !view.point(inside: point, with: nil) { return nil }
        for subview in view.subviews.reversed() {
            if let hit = referenceHitTest(subview, subview.convert(point, from: view)) { return hit }
        }
        return view
    }
}
