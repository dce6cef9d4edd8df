import Foundation
@_spi(SwiftUI) import Observation
@_spi(Reflection) import Swift

/// Names a view whose `body` writes a property of an `@Observable` model that a body of the same render reads.
///
/// SwiftUI tracks the model properties each body reads and evaluates that body again when one changes; a body that
/// writes what it (or a body before it) reads is therefore evaluated again and again, and the views never settle.
/// Specimen evaluates a body once, so it watches the same way (`withObservationTracking` around each body of a view
/// that stores a model: a property, `@State`, `@Bindable` or `@Environment(Model.self)`) and evaluates such a body a
/// second time, discarding the result, to see whether it writes what it read; the cell is drawn from the first
/// evaluation and the warning names the writer, the model's type and the reader.
enum ObservationLoopCheck {
  /// Per view type: whether it stores an observable model.
  private static let modelTypes = TypeMemo<Bool>()

  /// Whether values of `type` store an `@Observable` model directly or in a property wrapper.
  static func storesModel(_ type: Any.Type) -> Bool {
    modelTypes.value(for: type) { type in
      var stores = false
      let visit: (UnsafePointer<CChar>, Int, Any.Type, _MetadataKind) -> Bool = { _, _, fieldType, _ in
        stores = fieldType is any Observable.Type || fieldType is any ObservableModelWrapper.Type
        return !stores
      }
      // `_EachFieldOptions`: 2 skips fields of unknown type; 3 also lists a class's fields.
      _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 2), body: visit)
        || _forEachField(of: type, options: _EachFieldOptions(rawValue: 3), body: visit)
      return stores
    }
  }

  /// Evaluates `body`, the body of a `V`, watching the model properties it reads for writes later in the render.
  static func evaluate<V, T>(_ type: V.Type, _ body: () -> T) -> T {
    guard let sink = ResolveIssues.sink, storesModel(type) else { return body() }
    let reader = "`\(type)`'s body"
    let watch = { @Sendable (tracking: ObservationTracking) in
      guard ResolveIssues.sink === sink else { return }
      report(property: tracking.changed, reader: reader)
    }
    let result = withObservationTracking(body, willSet: watch)
    // SwiftUI evaluates the body again after it changed what it read: a body that writes what it reads does it again.
    _ = body()
    return result
  }

  /// Reports a write of `property` (nil when unknown) that a body evaluated earlier, `reader`, reads.
  private static func report(property: AnyKeyPath?, reader: String) {
    let writer = StateWriteCheck.evaluating?.what.described ?? "a view's code"
    // A key path to an observed property names a computed property by its getter's address: name the model's type.
    let model = property.map { "\(type(of: $0).rootType)" } ?? "model"
    let reads = writer == reader ? "which it reads" : "which \(reader) reads"
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(writer) modified a property of the @Observable \(model), \(reads), while the views were "
      + "being built; SwiftUI evaluates a body again whenever what it read changes, so the view updates in a loop and never settles. "
      + "Drawn with the value first written. Change the model in .onAppear, .task or an action, or compute the value in body without storing it"))
  }
}

/// A property wrapper holding an `@Observable` model (`@State`, `@Bindable`, `@Environment(Model.self)`).
protocol ObservableModelWrapper {}

extension State: ObservableModelWrapper where Value: Observable {}
extension Bindable: ObservableModelWrapper where Value: Observable {}
extension Environment: ObservableModelWrapper where Value: Observable {}
