import Foundation

// Token forms of `.searchable` (iOS 16: `tokens:`, `suggestedTokens:`; iOS 17: `isPresented:` and
// `editableTokens:`). They draw the same resting field as `searchable(text:)`: the magnifying
// glass and prompt under a navigation stack's title. Tokens, like the bound text, are not drawn
// in the resting field, and suggested tokens appear only while searching (never in a still).

nonisolated extension View {
  /// Marks this view as searchable with text and tokens: the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: prompt, placement: placement)
  }

  /// Marks this view as searchable with text and tokens: the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text and tokens: the resting field is drawn under a navigation stack's title.
  @_disfavoredOverload
  public func searchable<C, T, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text and tokens; programmatic presentation (iOS 17): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: prompt, placement: placement)
  }

  /// Marks this view as searchable with text and tokens; programmatic presentation (iOS 17): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text and tokens; programmatic presentation (iOS 17): the resting field is drawn under a navigation stack's title.
  @_disfavoredOverload
  public func searchable<C, T, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text, tokens and suggested tokens (shown only while searching): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: prompt, placement: placement)
  }

  /// Marks this view as searchable with text, tokens and suggested tokens (shown only while searching): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text, tokens and suggested tokens (shown only while searching): the resting field is drawn under a navigation stack's title.
  @_disfavoredOverload
  public func searchable<C, T, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text, tokens and suggested tokens (shown only while searching); programmatic presentation (iOS 17): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: prompt, placement: placement)
  }

  /// Marks this view as searchable with text, tokens and suggested tokens (shown only while searching); programmatic presentation (iOS 17): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text, tokens and suggested tokens (shown only while searching); programmatic presentation (iOS 17): the resting field is drawn under a navigation stack's title.
  @_disfavoredOverload
  public func searchable<C, T, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
  where C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text and editable tokens (iOS 17): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: prompt, placement: placement)
  }

  /// Marks this view as searchable with text and editable tokens (iOS 17): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text and editable tokens (iOS 17): the resting field is drawn under a navigation stack's title.
  @_disfavoredOverload
  public func searchable<C, T, S: StringProtocol>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text and editable tokens (iOS 17); programmatic presentation (iOS 17): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: prompt, placement: placement)
  }

  /// Marks this view as searchable with text and editable tokens (iOS 17); programmatic presentation (iOS 17): the resting field is drawn under a navigation stack's title.
  public func searchable<C, T>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with text and editable tokens (iOS 17); programmatic presentation (iOS 17): the resting field is drawn under a navigation stack's title.
  @_disfavoredOverload
  public func searchable<C, T, S: StringProtocol>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, T: View, C.Element: Identifiable {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Associates a token with the value of this view when used as a search suggestion (iOS 16; suggestions are not drawn in a still).
  public func searchCompletion<T: Identifiable>(_ token: T) -> some View { inert() }
}
