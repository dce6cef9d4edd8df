import Foundation

/// A view that stands for a node already resolved, for a container that resolves part of its content
/// first (to read its settings) and then places it among views made from them.
nonisolated struct ResolvedContent: View, PrimitiveView {
  let node: ResolvedNode

  var body: Never { primitiveBody(Self.self) }
  func makeNode(in context: ResolveContext) -> ResolvedNode { node }
}
