import Foundation

/// The object that tells a table view how many sections and rows it has and makes the cell of
/// each visible row, as UIKit's. ``numberOfSections(in:)`` is optional (default 1); an `NSObject`
/// subclass can adopt the protocol.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`. A negative answer counts as 0.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``. Asked only for visible rows.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1). A negative answer counts as 0.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
