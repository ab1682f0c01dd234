import HitKit

/// The data source and delegate of a chaos world's table: random sections of random row counts
/// and heights, each row a reused cell, some with a button or a switch in their content view, so
/// touches land on cells, their content and controls in them while the table scrolls and reuses.
@MainActor
final class ChaosTableData: UITableViewDataSource, UITableViewDelegate {
    static let identifier = "chaos"
    /// Each section's row count.
    let rowCounts: [Int]
    /// The heights rows take in turn (row `r` takes `heights[r % heights.count]`).
    let heights: [CGFloat]
    /// Every how many rows a cell holds a control (0: none).
    let controlEvery: Int

    init(_ random: inout ChaosRandom) {
        rowCounts = (0..<random.int(1...3)).map { _ in random.int(0...60) }
        heights = (0..<random.int(1...3)).map { _ in CGFloat(random.double(0...90)) }
        controlEvery = random.int(0...3)
    }

    /// How the world's summary describes the table.
    var description: String {
        let heights = heights.map { "\(Int($0.rounded()))" }.joined(separator: "/")
        return "rows \(rowCounts.map(String.init).joined(separator: "+")), heights \(heights), "
            + "control every \(controlEvery)"
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.accessibilityIdentifier = "row \(indexPath.row) of section \(indexPath.section)"
        if controlEvery > 0, indexPath.row % controlEvery == 0, cell.contentView.subviews.isEmpty {
            let control: UIControl = indexPath.row % 2 == 0 ? UIButton(type: .system) : UISwitch()
            control.frame = CGRect(x: 8, y: 4, width: 60, height: 30)
            cell.contentView.addSubview(control)
        }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath.row % heights.count]
    }
}
