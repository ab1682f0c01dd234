import HitKit

/// The standard controls, text views and lists a chaos world draws, each with random settings described in the
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
        table.allowsSelection = random.chance(0.9)
        table.allowsMultipleSelection = random.chance(0.3)
        if random.chance(0.3) { table.contentOffset = CGPoint(x: 0, y: random.double(0...400)) }
        notes.append(
            data.description + ", offset \(table.contentOffset.y.rounded()), selection \(table.allowsSelection), "
                + "multiple \(table.allowsMultipleSelection)")
        return table
    }

    /// A collection view with a flow layout of random spacing and direction, over a random data
    /// source (see ``ChaosCollectionData``), maybe scrolled.
    func makeCollectionView(frame: CGRect, _ random: inout ChaosRandom, notes: inout [String]) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = random.chance(0.7) ? .vertical : .horizontal
        layout.minimumLineSpacing = random.double(0...20)
        layout.minimumInteritemSpacing = random.double(0...20)
        let inset = random.double(0...16)
        layout.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
        let data = ChaosCollectionData(&random)
        collectionData.append(data)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: ChaosCollectionData.identifier)
        collection.dataSource = data
        collection.delegate = data
        collection.delaysContentTouches = random.chance(0.7)
        collection.allowsMultipleSelection = random.chance(0.3)
        if random.chance(0.3) { collection.contentOffset = CGPoint(x: 0, y: random.double(0...400)) }
        notes.append(
            data.description + ", \(layout.scrollDirection == .vertical ? "vertical" : "horizontal"), "
                + "offset \(collection.contentOffset.y.rounded()), multiple \(collection.allowsMultipleSelection)")
        return collection
    }

    /// A text field, maybe disabled from editing by its settings.
    func makeTextField(frame: CGRect, _ random: inout ChaosRandom, notes: inout [String]) -> UITextField {
        let field = UITextField(frame: frame)
        field.text = random.chance(0.5) ? "text" : nil
        field.clearsOnBeginEditing = random.chance(0.3)
        notes.append("text field, clears on begin \(field.clearsOnBeginEditing)")
        return field
    }

    /// A text view, editable or only selectable.
    func makeTextView(frame: CGRect, _ random: inout ChaosRandom, notes: inout [String]) -> UITextView {
        let textView = UITextView(frame: frame)
        textView.isEditable = random.chance(0.7)
        textView.contentSize = CGSize(width: frame.width, height: random.double(0...(3 * Double(frame.height))))
        notes.append(
            "text view, editable \(textView.isEditable), content height \(textView.contentSize.height.rounded())")
        return textView
    }
}
