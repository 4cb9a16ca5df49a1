#if canImport(UIKit)
    import UIKit

    /// A side menu sliding in over dimmed content by swapping two constraints (deactivate the hidden one, activate
    /// the shown one) and animating layoutIfNeeded(); every constraint set with `.isActive = true` one by one,
    /// rows spaced with constraint(equalToSystemSpacingBelow:multiplier:).
    final class SidebarSlideView: UIView {
        private let headerBar = UIView()
        private let dimmingView = UIView()
        private let sidebar = UIView()
        private var sidebarHiddenConstraint: NSLayoutConstraint!
        private var sidebarShownConstraint: NSLayoutConstraint!

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(white: 0.96, alpha: 1)
            headerBar.backgroundColor = .systemBlue
            dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.35)
            dimmingView.alpha = 0
            sidebar.backgroundColor = .systemTeal
            for view in [headerBar, dimmingView, sidebar] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }

            headerBar.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor).isActive = true
            headerBar.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            headerBar.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
            headerBar.heightAnchor.constraint(equalToConstant: 44).isActive = true

            dimmingView.topAnchor.constraint(equalTo: topAnchor).isActive = true
            dimmingView.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
            dimmingView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            dimmingView.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true

            sidebar.topAnchor.constraint(equalTo: topAnchor).isActive = true
            sidebar.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
            sidebar.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.6).isActive = true
            sidebarHiddenConstraint = sidebar.trailingAnchor.constraint(equalTo: leadingAnchor)
            sidebarShownConstraint = sidebar.leadingAnchor.constraint(equalTo: leadingAnchor)
            sidebarHiddenConstraint.isActive = true

            var previous: UIView?
            for i in 0..<4 {
                let row = UIView()
                row.backgroundColor = UIColor.white.withAlphaComponent(i == 0 ? 1 : 0.7)
                row.layer.cornerRadius = 4
                row.translatesAutoresizingMaskIntoConstraints = false
                sidebar.addSubview(row)
                let shorter = CGFloat(-8 * i)
                row.leadingAnchor.constraint(equalToSystemSpacingAfter: sidebar.leadingAnchor, multiplier: 2)
                    .isActive = true
                row.heightAnchor.constraint(equalToConstant: 12).isActive = true
                row.widthAnchor.constraint(equalTo: sidebar.widthAnchor, multiplier: 0.7, constant: shorter)
                    .isActive = true
                if let previous = previous {
                    row.topAnchor.constraint(equalToSystemSpacingBelow: previous.bottomAnchor, multiplier: 2)
                        .isActive = true
                } else {
                    let top = sidebar.safeAreaLayoutGuide.topAnchor
                    row.topAnchor.constraint(equalToSystemSpacingBelow: top, multiplier: 3).isActive = true
                }
                previous = row
            }
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        /// Slides the menu in, as the menu button would.
        func openMenu() {
            layoutIfNeeded()
            sidebarHiddenConstraint.isActive = false
            sidebarShownConstraint.isActive = true
            UIView.animate(
                withDuration: 0.5, delay: 0.05, options: .curveEaseOut,
                animations: {
                    self.dimmingView.alpha = 1
                    self.layoutIfNeeded()
                },
                completion: { _ in
                    self.sidebar.layer.shadowOpacity = 0.3
                    self.sidebar.layer.shadowOffset = CGSize(width: 3, height: 0)
                })
        }
    }
#endif
