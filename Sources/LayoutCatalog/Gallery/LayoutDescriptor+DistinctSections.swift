import CollectionLayoutCore

extension CompositionalLayout {
    /// Apple's "Distinct Sections": a list, a five-column grid and a three-column grid, in turn
    /// (section `i` takes kind `i % 3`; one section is the list).
    public static var distinctSections: CompositionalLayout {
        CompositionalLayout { sectionIndex, _ in
            let columns = [1, 5, 3][sectionIndex % 3]
            return columnsSection(columns: columns, isList: columns == 1, itemWidth: .fractionalWidth(1.0))
        }
    }

    /// The sample's section of `columns` items a row, 2-point item insets, 20-point section
    /// insets: list rows 44 points high (`isList`), grid rows a fifth of the width.
    static func columnsSection(columns: Int, isList: Bool, itemWidth: LayoutDimension) -> LayoutSection {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: itemWidth, heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let groupHeight: LayoutDimension = isList ? .absolute(44) : .fractionalWidth(0.2)
        let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
        let group = LayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
        var section = LayoutSection(group: group)
        section.contentInsets = EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return section
    }
}

extension LayoutDescriptor {
    /// `distinct-sections`: `CompositionalLayout.distinctSections`.
    public static let distinctSections = LayoutDescriptor(
        name: "distinct-sections", summary: "compositional: per-section layouts, a list, 5 columns, 3 columns in turn",
        origin: "Apple's Implementing Modern Collection Views: Distinct Sections",
        defaultSections: [10, 10, 10], make: { CompositionalLayout.distinctSections })
}
