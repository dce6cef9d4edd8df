import Foundation

// `fileImporter` (iOS 14, and iOS 17's cancellation form) presents the system document browser, and
// iOS 17's `fileExporter` of `Transferable` items the system save dialog.
// Like every presentation, only the presenting view is drawn: a still render shows the screen the
// picker would appear over, and `onCompletion` never runs because nothing is picked.

nonisolated extension View {
  /// Presents a system interface for importing one file of the allowed types (only the presenting view is drawn).
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                           onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
    inert()
  }

  /// Presents a system interface for importing one or more files of the allowed types (only the presenting view is drawn).
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                           onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
    inert()
  }

  /// Presents a system interface for importing files, with a cancellation handler (iOS 17; only the presenting view is drawn).
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
                           onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                           onCancellation: @escaping () -> Void) -> some View {
    inert()
  }

  /// Presents a system dialog exporting a transferable item to a file (iOS 17; only the presenting view is drawn).
  public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                            defaultFilename: String? = nil,
                                            onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View {
    inert()
  }

  /// Presents a system dialog exporting transferable items to files (iOS 17; only the presenting view is drawn).
  public func fileExporter<C: Collection, T: Transferable>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                                           onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                                           onCancellation: @escaping () -> Void = {}) -> some View where T == C.Element {
    inert()
  }

  /// Sets the directory a file dialog opens in (iOS 17; no dialog is presented in a render).
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { inert() }
}

extension URL {
  /// Starts access to a security-scoped resource (a file the user picked on iOS). Linux has no
  /// sandbox, so access is whatever the file's permissions allow; this returns true.
  public func startAccessingSecurityScopedResource() -> Bool { true }

  /// Ends access to a security-scoped resource (nothing to revoke on Linux).
  public func stopAccessingSecurityScopedResource() {}
}
