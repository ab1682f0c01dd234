import HitKit

extension SceneBuilder {
    /// Makes a cell for each of the collection view's items, gives the collection view a
    /// ``SceneCollectionData`` serving them, and pushes the items' contents to be built into the
    /// cells' content views. A section's `rows`, `headerHeight` or `footerHeight` (a table's) is an
    /// error at the field.
    ///
    /// - Complexity: O(items): every item's cell is made here; the collection view then lays out
    ///   only the visible ones.
    mutating func buildItems(
        _ sections: [SceneTableSection], of collection: UICollectionView, path: [any CodingKey],
        on stack: inout [(SceneViewSpec, UIView, [any CodingKey])]
    ) throws(SceneFileError) {
        let data = SceneCollectionData()
        data.runtime = runtime
        for (sectionIndex, section) in sections.enumerated() {
            let sectionPath = path + [AnyCodingKey(stringValue: "sections"), AnyCodingKey(intValue: sectionIndex)]
            for (key, isSet) in [
                ("rows", section.rows != nil), ("headerHeight", section.headerHeight != nil),
                ("footerHeight", section.footerHeight != nil),
            ] where isSet {
                throw error(
                    .reference, sectionPath + [AnyCodingKey(stringValue: key)],
                    "\(key) applies to table views only (tableView); a collection view's section has items")
            }
            var built = SceneCollectionData.Section()
            for (itemIndex, item) in (section.items ?? []).enumerated() {
                let itemPath = sectionPath + [AnyCodingKey(stringValue: "items"), AnyCodingKey(intValue: itemIndex)]
                let cell = UICollectionViewCell(frame: .zero)
                let name = item.name ?? "item [\(sectionIndex), \(itemIndex)]"
                if let itemName = item.name {
                    try register(cell, name: itemName, path: itemPath + [AnyCodingKey(stringValue: "name")])
                }
                runtime.documentPaths[ObjectIdentifier(cell)] = itemPath
                nameSoftly(cell, name)
                nameSoftly(cell.contentView, "contentView of \(name)")
                pushSubviews(item.subviews, of: cell.contentView, path: itemPath, on: &stack)
                built.cells.append(cell)
                built.sizes.append(item.size?.size)
                data.answers.set(item, at: IndexPath(item: itemIndex, section: sectionIndex))
            }
            data.sections.append(built)
        }
        collection.dataSource = data
        collection.delegate = data
        runtime.retained.append(data)
        listViews.append(collection)
    }

    /// Sets a collection view's flow layout fields; they are an error on a view of another kind.
    func applyCollectionFields(_ spec: SceneViewSpec, to view: UIView, path: [any CodingKey]) throws(SceneFileError) {
        guard let collection = view as? UICollectionView else {
            if let key = spec.collectionView.setKeys.first {
                throw error(
                    .reference, path + [AnyCodingKey(stringValue: key.stringValue)],
                    "\(key.stringValue) applies to collection views only (collectionView)")
            }
            return
        }
        let fields = spec.tableView
        if let allows = fields.allowsSelection { collection.allowsSelection = allows }
        if let allows = fields.allowsMultipleSelection { collection.allowsMultipleSelection = allows }
        for key in [fields.style.map { _ in "style" }, fields.rowHeight.map { _ in "rowHeight" }]
            + [fields.sectionHeaderHeight.map { _ in "sectionHeaderHeight" }]
            + [fields.sectionFooterHeight.map { _ in "sectionFooterHeight" }]
        {
            guard let key else { continue }
            throw error(
                .reference, path + [AnyCodingKey(stringValue: key)], "\(key) applies to table views only (tableView)")
        }
        guard let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let layoutFields = spec.collectionView
        if let size = layoutFields.itemSize { layout.itemSize = size.size }
        if let spacing = layoutFields.minimumLineSpacing { layout.minimumLineSpacing = spacing }
        if let spacing = layoutFields.minimumInteritemSpacing { layout.minimumInteritemSpacing = spacing }
        if let inset = layoutFields.sectionInset { layout.sectionInset = inset.insets }
        if let direction = layoutFields.scrollDirection {
            layout.scrollDirection = direction == "horizontal" ? .horizontal : .vertical
        }
    }
}
