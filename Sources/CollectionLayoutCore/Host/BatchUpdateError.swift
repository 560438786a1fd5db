/// A batch update that does not fit the items: a case naming the problem and what it is about,
/// rendered to one line by `message` (`index 7 is out of range 0..<5`).
public indirect enum BatchUpdateError: DescribedError, Equatable, Sendable {
    /// What a problem is about, as its line names it.
    public enum Subject: Hashable, Sendable {
        /// An item of the only section: `index 3`.
        case index(Int)
        /// An item of one of several sections: `item [1, 3]`.
        case item(ItemIndexPath)
        /// A section, in a plan of section updates: `section 2`.
        case section(Int)
    }

    /// The subject is not in `0..<count`, before the update or (`afterUpdate`) after it.
    case outOfRange(Subject, count: Int, afterUpdate: Bool)
    /// The subject is deleted or moved from twice.
    case removedTwice(Subject)
    /// The subject is inserted or moved to twice.
    case placedTwice(Subject)
    /// A single-section plan got an index path in another section.
    case notInSectionZero(UpdateItem)
    /// A single-section plan got a section update.
    case changesSections(UpdateItem)
    /// A section inserted with a negative item count.
    case negativeItemCount(section: Int, count: Int)
    /// Every section deleted (one must stay).
    case deletesEverySection
    /// An item's section is not in `0..<count`, before the update or (`afterUpdate`) after it.
    case sectionOutOfRange(Subject, section: Int, count: Int, afterUpdate: Bool)
    /// An item of a section the same update deletes.
    case inDeletedSection(Subject, section: Int)
    /// An item put into a section the same update inserts (its count says how many it has).
    case inInsertedSection(Subject, section: Int)
    /// An item index not in `0..<count` of its section, with several sections.
    case outOfRangeInSection(Subject, count: Int, section: Int)
    /// A problem of section `section`'s own items after the update, with several sections.
    case inSection(Int, BatchUpdateError)
    /// The update would make more than `limit` items.
    case tooManyItems(limit: Int)

    public var message: String {
        switch self {
        case .outOfRange(let subject, let count, let after): "\(subject.name) is out of range 0..<\(count)" + (after ? " after the update" : "")
        case .removedTwice(let subject): "\(subject.name) is deleted or moved twice"
        case .placedTwice(let subject): "\(subject.name) is inserted or moved to twice"
        case .notInSectionZero(let update): "only section 0 exists: \(update)"
        case .changesSections(let update): "\(update) changes sections: a single-section plan takes items only"
        case .negativeItemCount(let section, let count): "section \(section) is inserted with \(count) items"
        case .deletesEverySection: "the update deletes every section (one must stay)"
        case .sectionOutOfRange(let subject, let section, let count, let after):
            "\(subject.name) names section \(section), out of range 0..<\(count)" + (after ? " after the update" : "")
        case .inDeletedSection(let subject, let section): "\(subject.name) is in section \(section), which is deleted"
        case .inInsertedSection(let subject, let section): "\(subject.name) is in section \(section), which is inserted (give its count instead)"
        case .outOfRangeInSection(let subject, let count, let section): "\(subject.name) is out of range 0..<\(count) in section \(section)"
        case .inSection(let section, let inner): "section \(section) after the update: \(inner.message)"
        case .tooManyItems(let limit): "the update makes more than \(limit) items"
        }
    }

    /// The same problem found by a plan of section updates (`SectionedUpdatePlan`), whose indices
    /// are sections: `index 2` reads `section 2`.
    var aboutSections: BatchUpdateError {
        switch self {
        case .outOfRange(.index(let index), let count, let after): .outOfRange(.section(index), count: count, afterUpdate: after)
        case .removedTwice(.index(let index)): .removedTwice(.section(index))
        case .placedTwice(.index(let index)): .placedTwice(.section(index))
        default: self
        }
    }
}

extension BatchUpdateError.Subject {
    /// As a line names it: `index 3`, `item [1, 3]`, `section 2`.
    var name: String {
        switch self {
        case .index(let index): "index \(index)"
        case .item(let indexPath): "item \(indexPath)"
        case .section(let section): "section \(section)"
        }
    }
}
