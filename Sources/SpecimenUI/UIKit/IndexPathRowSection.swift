import Foundation

// UIKit's table and collection view index paths (Apple: IndexPath's UIKit extension): a section and a row or item,
// which Core Data's fetched results controller and data sources address objects with.

extension IndexPath {
  /// An index path of `row` in `section`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// An index path of `item` in `section`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The row in the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The item in the section: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
