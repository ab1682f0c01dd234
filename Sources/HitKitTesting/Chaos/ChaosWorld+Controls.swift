import HitKit

/// The standard controls and tables a chaos world draws, each with random settings described in the
/// world's summary.
extension ChaosWorld {
    /// A stepper with a random range, step and flags.
    func makeStepper(frame: CGRect, _ random: inout ChaosRandom, notes: inout [String]) -> UIStepper {
        let stepper = UIStepper(frame: frame)
        stepper.maximumValue = random.double(0...10)
        stepper.stepValue = random.pick([0.5, 1, 3])
        stepper.value = random.double(0...10)
        stepper.wraps = random.chance(0.3)
        stepper.autorepeat = random.chance(0.7)
        stepper.isContinuous = random.chance(0.7)
        notes.append(
            "value \(stepper.value.rounded()) of 0…\(stepper.maximumValue.rounded()), step \(stepper.stepValue), "
                + "wraps \(stepper.wraps), autorepeat \(stepper.autorepeat), continuous \(stepper.isContinuous)")
        return stepper
    }

    /// A segmented control of up to five segments, maybe momentary, maybe with one disabled.
    func makeSegmentedControl(frame: CGRect, _ random: inout ChaosRandom, notes: inout [String])
        -> UISegmentedControl
    {
        let count = random.int(0...5)
        let segmented = UISegmentedControl(items: (0..<count).map { "s\($0)" })
        segmented.frame = frame
        segmented.isMomentary = random.chance(0.2)
        if count > 0 {
            segmented.selectedSegmentIndex = random.int(-1...(count - 1))
            if random.chance(0.3) { segmented.setEnabled(false, forSegmentAt: random.int(0...(count - 1))) }
        }
        notes.append(
            "\(count) segments, selected \(segmented.selectedSegmentIndex), momentary \(segmented.isMomentary)")
        return segmented
    }

    /// A page control of up to eight pages.
    func makePageControl(frame: CGRect, _ random: inout ChaosRandom, notes: inout [String]) -> UIPageControl {
        let pages = UIPageControl(frame: frame)
        pages.numberOfPages = random.int(0...8)
        pages.currentPage = random.int(0...8)
        notes.append("page \(pages.currentPage) of \(pages.numberOfPages)")
        return pages
    }

    /// A table of reused cells from a random data source (see ``ChaosTableData``), maybe scrolled.
    func makeTableView(frame: CGRect, _ random: inout ChaosRandom, notes: inout [String]) -> UITableView {
        let table = UITableView(frame: frame, style: random.pick([.plain, .grouped]))
        let data = ChaosTableData(&random)
        tableData.append(data)
        table.register(UITableViewCell.self, forCellReuseIdentifier: ChaosTableData.identifier)
        table.dataSource = data
        table.delegate = data
        table.delaysContentTouches = random.chance(0.7)
        if random.chance(0.3) { table.contentOffset = CGPoint(x: 0, y: random.double(0...400)) }
        notes.append(data.description + ", offset \(table.contentOffset.y.rounded())")
        return table
    }
}
