import Foundation
import Synchronization

/// The texts a chain of `+` joined, in order, and the characters they show, kept as a tree of joins.
///
/// Copying every text joined so far at each `+` made `reduce(Text("")) { $0 + … }` quadratic: 10 000 inline images
/// took 80 s before anything was laid out. A join is a node over its two sides, read in order when the text
/// resolves; its characters are joined once, when first read, as copying them at every `+` was quadratic too.
/// However deep a chain, reading it and releasing it loop instead of recursing.
nonisolated final class TextSegments: Equatable {
  /// The texts of a leaf; empty for a join.
  private let leaves: [Text]
  /// The characters of a leaf as its side of the join showed them (its texts' own joined when nil).
  private let leafContent: String?
  private var left: TextSegments?
  private var right: TextSegments?
  /// How many texts the tree holds.
  let count: Int
  /// The characters of a join, once read.
  private let joinedContent = Mutex<String?>(nil)

  init(texts: [Text], content: String? = nil) {
    (leaves, leafContent, left, right, count) = (texts, content, nil, nil, texts.count)
  }

  /// `left` followed by `right`.
  init(_ left: TextSegments, _ right: TextSegments) {
    (leaves, leafContent, self.left, self.right, count) = ([], nil, left, right, left.count + right.count)
  }

  /// The leaves in order, from left to right.
  private var leafNodes: [TextSegments] {
    var result: [TextSegments] = []
    var stack: [TextSegments] = [self]
    while let node = stack.popLast() {
      if node.left == nil && node.right == nil {
        result.append(node)
      } else {
        if let right = node.right { stack.append(right) }
        if let left = node.left { stack.append(left) }
      }
    }
    return result
  }

  /// The texts in order.
  var texts: [Text] {
    guard left != nil || right != nil else { return leaves }
    var result: [Text] = []
    result.reserveCapacity(count)
    for node in leafNodes { result += node.leaves }
    return result
  }

  /// The characters of the texts in order, as each side of each join showed them.
  var content: String {
    guard left != nil || right != nil else { return leafContent ?? leaves.map(\.content).joined() }
    return joinedContent.withLock { cached in
      if let cached { return cached }
      let joined = leafNodes.map(\.content).joined()
      cached = joined
      return joined
    }
  }

  // Releases a chain a node at a time: the nodes only this one holds are taken apart in a loop, so a chain of
  // 100 000 joins does not release 100 000 nested nodes on the stack.
  deinit {
    var pending: [TextSegments] = []
    if let left { self.left = nil; pending.append(left) }
    if let right { self.right = nil; pending.append(right) }
    while var node = pending.popLast() {
      guard isKnownUniquelyReferenced(&node) else { continue }
      if let left = node.left { node.left = nil; pending.append(left) }
      if let right = node.right { node.right = nil; pending.append(right) }
    }
  }

  static func == (a: TextSegments, b: TextSegments) -> Bool { a === b || a.texts == b.texts }
}
