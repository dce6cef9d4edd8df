import Foundation

/// The texts a chain of `+` joined, in order, kept as a tree of joins.
///
/// Copying every text joined so far at each `+` made `reduce(Text("")) { $0 + … }` quadratic: 10 000
/// inline images took 80 s before anything was laid out. A join is a node over its two sides, read in order
/// when the text resolves; a chain deeper than `maxDepth` is flattened into one list (so releasing it never
/// recurses deeper than that, and reading it stays linear).
nonisolated final class TextSegments: Equatable {
  /// The texts of a flat node; empty for a join.
  private let leaves: [Text]
  private let left: TextSegments?
  private let right: TextSegments?
  /// How many texts the tree holds, and how many joins deep it is.
  let count: Int
  let depth: Int

  /// The deepest chain of joins kept before it is flattened.
  static let maxDepth = 256

  init(texts: [Text]) {
    (leaves, left, right, count, depth) = (texts, nil, nil, texts.count, 0)
  }

  /// `left` followed by `right`; flattened when the join would be deeper than `maxDepth`.
  convenience init(_ left: TextSegments, _ right: TextSegments) {
    if max(left.depth, right.depth) + 1 > Self.maxDepth {
      self.init(texts: left.texts + right.texts)
    } else {
      self.init(join: left, right)
    }
  }

  private init(join left: TextSegments, _ right: TextSegments) {
    (leaves, self.left, self.right) = ([], left, right)
    (count, depth) = (left.count + right.count, max(left.depth, right.depth) + 1)
  }

  /// The texts in order.
  var texts: [Text] {
    guard left != nil || right != nil else { return leaves }
    var result: [Text] = []
    result.reserveCapacity(count)
    var stack: [TextSegments] = [self]
    while let node = stack.popLast() {
      if node.left == nil && node.right == nil {
        result += node.leaves
      } else {
        if let right = node.right { stack.append(right) }
        if let left = node.left { stack.append(left) }
      }
    }
    return result
  }

  static func == (a: TextSegments, b: TextSegments) -> Bool { a === b || a.texts == b.texts }
}
