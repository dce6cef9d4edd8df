import SwiftUI
import UIKit

// UIKit input views bridged into SwiftUI with coordinators as delegates: a search bar, a
// multiline text view, and a page control whose taps come back through a UIAction.

struct LegacySearchBar: UIViewRepresentable {
    @Binding var text: String
    var placeholder = "Search"

    final class Coordinator: NSObject, UISearchBarDelegate {
        @Binding var text: String
        init(text: Binding<String>) { _text = text }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            text = searchText
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            searchBar.resignFirstResponder()
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            text = ""
            searchBar.endEditing(true)
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar(frame: .zero)
        bar.delegate = context.coordinator
        bar.placeholder = placeholder
        bar.searchBarStyle = .minimal
        bar.autocapitalizationType = .none
        bar.autocorrectionType = .no
        bar.returnKeyType = .done
        return bar
    }

    func updateUIView(_ uiView: UISearchBar, context: Context) {
        uiView.text = text
    }
}

struct NotesField: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        view.font = UIFont.systemFont(ofSize: 15)
        view.textColor = .systemIndigo
        view.backgroundColor = .secondarySystemBackground
        view.isScrollEnabled = false
        view.textContainerInset = UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        view.textContainer.lineFragmentPadding = 0
        view.keyboardDismissMode = .interactive
        return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    class Coordinator: NSObject, UITextViewDelegate {
        var parent: NotesField
        init(_ parent: NotesField) { self.parent = parent }

        func textViewDidChange(_ textView: UITextView) {
            parent.text = textView.text
        }
    }
}

struct PagerDots: UIViewRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = numberOfPages
        control.pageIndicatorTintColor = UIColor.systemGray4
        control.currentPageIndicatorTintColor = UIColor.systemBlue
        control.hidesForSinglePage = true
        control.addAction(UIAction { action in
            if let sender = action.sender as? UIPageControl {
                currentPage = sender.currentPage
            }
        }, for: .valueChanged)
        return control
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
        uiView.currentPage = currentPage
    }
}

struct JournalScreen: View {
    @State private var query = ""
    @State private var note = "WWWW"
    @State private var page = 1

    var body: some View {
        VStack(spacing: 0) {
            LegacySearchBar(text: $query, placeholder: "Find entries")
            NotesField(text: $note)
                .frame(height: 40)
            PagerDots(numberOfPages: 3, currentPage: $page)
                .frame(height: 26)
        }
    }
}
