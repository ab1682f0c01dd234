import Testing

/// The printed text of lines copied from 我帮你打水's article (HitKit's *Sources* lists it): NSLog's
/// date and time prefix dropped, and the article's "(pointInside返回YES)" notes removed — the article
/// says "括号内容非打印内容" (the parentheses are not printed).
func nslogText(_ articleLines: [String]) -> [String] {
    articleLines.map { line in
        var text = line.split(separator: " ", maxSplits: 2).dropFirst(2).joined()
        if let note = text.range(of: " (") { text = String(text[..<note.lowerBound]) }
        return text
    }
}

/// The six taps and `pointInside` variations of 我帮你打水's "一篇搞定事件传递、响应者链条、hitTest和pointInside的使用"
/// (Jianshu; demo https://github.com/wobangnidashui/hitTestDemo), with the article's logs.
@MainActor
@Suite("我帮你打水's article: six taps and pointInside variations")
struct Seed004PointInsideTests {
    @Test("The article's log lines are read without NSLog's prefix and the notes in parentheses")
    func nslogTextDropsPrefixAndNotes() {
        #expect(
            nslogText(["2016-05-27 17:58:45.502 hitTest----BlackView (pointInside返回YES)"]) == ["hitTest----BlackView"])
        #expect(nslogText(["2016-05-27 17:58:45.506 touchBegan---WhiteView"]) == ["touchBegan---WhiteView"])
    }

    @Test("1. Tapping white over yellow asks Black, Yellow, White; the touch climbs White, Yellow, Black")
    func tapWhiteOverYellow() {
        #expect(
            runScene("004-tap-white-over-yellow")
                == nslogText([
                    "2016-05-27 17:58:45.502 hitTest----BlackView (pointInside返回YES)",
                    "2016-05-27 17:58:45.502 hitTest----YellowView (pointInside返回YES)",
                    "2016-05-27 17:58:45.503 hitTest----WhiteView (pointInside返回YES)",
                    "2016-05-27 17:58:45.506 touchBegan---WhiteView",
                    "2016-05-27 17:58:45.506 touchBegan---YellowView",
                    "2016-05-27 17:58:45.506 touchBegan---BlackView",
                ]))
    }

    @Test("2. White outside yellow is never asked: yellow says NO, green gets the touch")
    func tapWhiteOutsideYellow() {
        #expect(
            runScene("004-tap-white-outside-yellow")
                == nslogText([
                    "2016-05-27 18:00:38.372 hitTest----BlackView (pointInside返回YES)",
                    "2016-05-27 18:00:38.372 hitTest----YellowView (pointInside返回NO)",
                    "2016-05-27 18:00:38.372 hitTest----GreenView (pointInside返回YES)",
                    "2016-05-27 18:00:38.374 touchBegan---GreenView",
                    "2016-05-27 18:00:38.374 touchBegan---BlackView",
                ]))
    }

    @Test("3. Tapping yellow away from white: white says NO, yellow gets the touch")
    func tapYellow() {
        #expect(
            runScene("004-tap-yellow")
                == nslogText([
                    "2016-05-27 18:01:22.933 hitTest----BlackView (pointInside返回YES)",
                    "2016-05-27 18:01:22.933 hitTest----YellowView (pointInside返回YES)",
                    "2016-05-27 18:01:22.933 hitTest----WhiteView (pointInside返回NO)",
                    "2016-05-27 18:01:22.935 touchBegan---YellowView",
                    "2016-05-27 18:01:22.935 touchBegan---BlackView",
                ]))
    }

    @Test("4. Tapping green: yellow says NO, green gets the touch")
    func tapGreen() {
        #expect(
            runScene("004-tap-green")
                == nslogText([
                    "2016-05-27 18:02:13.333 hitTest----BlackView (pointInside返回YES)",
                    "2016-05-27 18:02:13.334 hitTest----YellowView (pointInside返回NO)",
                    "2016-05-27 18:02:13.334 hitTest----GreenView (pointInside返回YES)",
                    "2016-05-27 18:02:13.335 touchBegan---GreenView",
                    "2016-05-27 18:02:13.335 touchBegan---BlackView",
                ]))
    }

    @Test("5. Tapping red: yellow and green say NO, red gets the touch")
    func tapRed() {
        #expect(
            runScene("004-tap-red")
                == nslogText([
                    "2016-05-27 18:03:02.687 hitTest----BlackView (pointInside返回YES)",
                    "2016-05-27 18:03:02.687 hitTest----YellowView (pointInside返回NO)",
                    "2016-05-27 18:03:02.687 hitTest----GreenView (pointInside返回NO)",
                    "2016-05-27 18:03:02.687 hitTest----RedView (pointInside返回YES)",
                    "2016-05-27 18:03:02.689 touchBegan---RedView",
                    "2016-05-27 18:03:02.689 touchBegan---BlackView",
                ]))
    }

    @Test("6. Tapping grey: every subview says NO, black gets the touch")
    func tapGray() {
        #expect(
            runScene("004-tap-gray")
                == nslogText([
                    "2016-05-27 18:04:08.176 hitTest----BlackView (pointInside返回YES)",
                    "2016-05-27 18:04:08.177 hitTest----YellowView (pointInside返回NO)",
                    "2016-05-27 18:04:08.177 hitTest----GreenView (pointInside返回NO)",
                    "2016-05-27 18:04:08.177 hitTest----RedView (pointInside返回NO)",
                    "2016-05-27 18:04:08.179 touchBegan---BlackView",
                ]))
    }

    @Test("Black's pointInside NO shields the whole screen: only black is asked, no coloured view is touched")
    func blackPointInsideNoShieldsEverything() {
        // The article gives no log; it says no coloured area receives touches.
        #expect(runScene("004-black-point-inside-no") == Array(repeating: "hitTest----BlackView", count: 6))
    }

    @Test("Green's pointInside YES takes taps 5 and 6 from red and black")
    func greenPointInsideYesTakesRedAndGray() {
        // The article prints "touchBegan—GreenView" with an em dash: a typo for "---" (every other
        // line, and the NSLog format, use three hyphens).
        let articleLog = nslogText([
            "2016-05-27 13:50:45.448 hitTest----BlackView (pointInside返回YES)",
            "2016-05-27 13:50:45.448 hitTest----YellowView (pointInside返回NO)",
            "2016-05-27 13:50:45.448 hitTest----GreenView (pointInside返回YES)",
            "2016-05-27 13:50:45.449 touchBegan---GreenView",
            "2016-05-27 13:50:45.449 touchBegan---BlackView",
        ])
        #expect(runScene("004-green-point-inside-yes") == articleLog + articleLog)
    }

    @Test("Green's pointInside NO hands taps 2 and 4 to red behind it")
    func greenPointInsideNoHandsTapsToRed() {
        // The article gives no log; it says "都交给红色区域处理" (red handles them).
        let redLog = [
            "hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView", "hitTest----RedView",
            "touchBegan---RedView", "touchBegan---BlackView",
        ]
        #expect(runScene("004-green-point-inside-no") == redLog + redLog)
    }

    @Test("Yellow's pointInside YES sends tap 2 to white and taps 4, 5 and 6 to yellow")
    func yellowPointInsideYesTakesOtherTaps() {
        let tap2 = nslogText([
            "2016-05-27 11:02:19.268 hitTest----BlackView (pointInside返回YES)",
            "2016-05-27 11:02:19.268 hitTest----YellowView (pointInside返回YES)",
            "2016-05-27 11:02:19.268 hitTest----WhiteView (pointInside返回YES)",
            "2016-05-27 11:02:19.270 touchBegan---WhiteView",
            "2016-05-27 11:02:19.270 touchBegan---YellowView",
            "2016-05-27 11:02:19.270 touchBegan---BlackView",
        ])
        let taps4to6 = nslogText([
            "2016-05-27 11:07:18.131 hitTest----BlackView (pointInside返回YES)",
            "2016-05-27 11:07:18.131 hitTest----YellowView (pointInside返回YES)",
            "2016-05-27 11:07:18.131 hitTest----WhiteView (pointInside返回NO)",
            "2016-05-27 11:07:18.133 touchBegan---YellowView",
            "2016-05-27 11:07:18.133 touchBegan---BlackView",
        ])
        #expect(runScene("004-yellow-point-inside-yes") == tap2 + taps4to6 + taps4to6 + taps4to6)
    }

    @Test("Yellow's pointInside NO hands the yellow and white taps to the view behind")
    func yellowPointInsideNoHandsTapsBehind() {
        // The article gives no log; it says "交给后面区域响应". Behind these points there is only black.
        let blackLog = [
            "hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView", "hitTest----RedView",
            "touchBegan---BlackView",
        ]
        #expect(runScene("004-yellow-point-inside-no") == blackLog + blackLog)
    }
}
