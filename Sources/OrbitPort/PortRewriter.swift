internal import SwiftSyntax

/// Walks one file's tree and records the text edits of the port (see `LayoutPorter` for the scheme)
/// and a report line for each, or a warning for what it leaves to a person.
final class PortRewriter: SyntaxVisitor {
    let requirements: OptionalRequirements
    let converter: SourceLocationConverter
    let fileName: String
    private(set) var edits = TextEdits()
    private(set) var changes: [PortChange] = []
    private var bytes: [UInt8] = []
    /// The top-level classes of the file, by name: overrides in their extensions move into them.
    private var classes: [String: ClassDeclSyntax] = [:]
    /// Optional chains already wrapped in `try?`.
    private var wrappedChains: Set<SyntaxIdentifier> = []
    private var wroteErrorType = false

    init(requirements: OptionalRequirements, converter: SourceLocationConverter, fileName: String) {
        self.requirements = requirements
        self.converter = converter
        self.fileName = fileName
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Reporting

    private func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    private func rewrote(_ node: some SyntaxProtocol, _ message: String) {
        changes.append(PortChange(fileName: fileName, line: line(node), kind: .rewrite, message: message))
    }

    private func warn(_ node: some SyntaxProtocol, _ message: String) {
        changes.append(PortChange(fileName: fileName, line: line(node), kind: .warning, message: message))
    }

    // MARK: Edits

    /// Deletes a token or node (not its leading trivia) and the spaces and line breaks after it,
    /// so `@objc optional func` becomes `func` and `@objc` on a line of its own disappears with it.
    private func remove(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        while end < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
        guard !edits.deletes(start, end) else { return }
        edits.delete(start, end)
    }

    /// The outermost postfix expression (member accesses, calls, subscripts, `?`, `!`) `node` is the
    /// start of: the whole optional chain `try?` must cover.
    private func chainTop(_ node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else if let subscripted = parent.as(SubscriptCallExprSyntax.self), subscripted.calledExpression.id == current.id {
                current = parent
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
            } else {
                break
            }
        }
        return current
    }

    /// `try? chain`, parenthesized unless it is a statement of its own (so `?? fallback` still
    /// applies to the optional, not inside the `try?`).
    private func wrapChain(containing node: Syntax, keyword: String) {
        let top = chainTop(node)
        guard wrappedChains.insert(top.id).inserted else { return }
        let start = top.positionAfterSkippingLeadingTrivia.utf8Offset
        if top.parent?.is(CodeBlockItemSyntax.self) == true {
            edits.insert(keyword + " ", at: start)
        } else {
            edits.insert("(" + keyword + " ", at: start)
            edits.insert(")", at: top.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    // MARK: Visiting

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        bytes = Array(node.syntaxTextBytes)
        for statement in node.statements {
            if let declaration = statement.item.as(ClassDeclSyntax.self) { classes[declaration.name.text] = declaration }
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard node.name == "objc" || node.name == "objcMembers" else { return .visitChildren }
        let declaration = node.parent?.parent
        let names = declaration.map(Self.declaredNames) ?? []
        if node.name == "objc", let kept = names.first(where: requirements.selectorNames.contains) {
            warn(node, "cannot remove @objc from \(kept): #selector or #keyPath refers to it; replace that by hand (a closure), then remove @objc")
            return .skipChildren
        }
        remove(node)
        let written = node.trimmedDescription
        if node.name == "objc", let dynamic = declaration?.asProtocol(WithModifiersSyntax.self)?.modifiers.first(.dynamic) {
            remove(dynamic)
            rewrote(node, "removed \(written) dynamic")
        } else {
            rewrote(node, "removed \(written)")
        }
        return .skipChildren
    }

    /// The names a declaration declares (a function's base name, a variable's names, a type's name).
    private static func declaredNames(_ declaration: Syntax) -> [String] {
        if let function = declaration.as(FunctionDeclSyntax.self) { return [function.name.text] }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let named = declaration.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        return []
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let isObjC = node.attributes.contains { $0.isObjC }
        var defaults: [String] = []
        for item in node.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), let optional = function.modifiers.first(.optional) {
                defaults.append(portRequirement(function, optional: optional, in: node))
            } else if let variable = item.decl.as(VariableDeclSyntax.self), let optional = variable.modifiers.first(.optional) {
                if let text = portRequirement(variable, optional: optional, in: node) { defaults.append(text) }
            } else if let subscriptDecl = item.decl.as(SubscriptDeclSyntax.self), subscriptDecl.modifiers.contains(.optional) {
                warn(subscriptDecl, "cannot rewrite the optional subscript of \(node.name.text): make it a method by hand, then port again")
            }
        }
        if isObjC || !defaults.isEmpty { makeClassBound(node) }
        guard !defaults.isEmpty else { return .visitChildren }
        guard node.parent?.is(CodeBlockItemSyntax.self) == true else {
            warn(node, "cannot add the defaults of \(node.name.text)'s optional requirements: it is nested in a type; move it to the top level by hand, then port again")
            return .visitChildren
        }
        let access = node.modifiers.contains(.public) ? "public " : ""
        var text = "\n\n// orbit port: the defaults of \(node.name.text)'s former optional requirements. A conformer that does not\n"
            + "// implement one gets its default, which throws, so `try?` at the call site gives nil and the fallback runs.\n"
            + "\(access)extension \(node.name.text) {\n"
            + defaults.map { "    " + $0 + "\n" }.joined() + "}"
        if !wroteErrorType {
            wroteErrorType = true
            text += "\n\n/// Thrown by the defaults of former `@objc optional` requirements: \"not implemented\".\n"
                + "private struct \(LayoutPorter.notImplementedType): Error {}"
        }
        edits.insert(text, at: node.endPositionBeforeTrailingTrivia.utf8Offset)
        rewrote(node, "added extension \(node.name.text) with the throwing defaults of \(defaults.count) former optional requirement\(defaults.count == 1 ? "" : "s")")
        return .visitChildren
    }

    /// `@objc` made the protocol class-bound (`weak var delegate: P?`); without it, `AnyObject` must say so.
    private func makeClassBound(_ node: ProtocolDeclSyntax) {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let classBound = inherited.contains { ["AnyObject", "class", "NSObjectProtocol"].contains($0) || requirements.objcProtocols.contains($0) }
        guard !classBound else { return }
        if let first = node.inheritanceClause?.inheritedTypes.first {
            edits.insert("AnyObject, ", at: first.positionAfterSkippingLeadingTrivia.utf8Offset)
        } else {
            let after = node.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(node.name)
            edits.insert(": AnyObject", at: after.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        rewrote(node, "made protocol \(node.name.text) AnyObject-bound (@objc made it class-bound)")
    }

    /// `optional func f(…) -> R` → `func f(…) throws -> R`; returns the default's text.
    private func portRequirement(_ function: FunctionDeclSyntax, optional: DeclModifierSyntax, in proto: ProtocolDeclSyntax) -> String {
        remove(optional)
        let signature = function.signature
        let effects: String
        if let throwsClause = signature.effectSpecifiers?.throwsClause {
            warn(function, "optional requirement \(function.name.text) already throws: its default throws \(LayoutPorter.notImplementedType) and try? turns every error into the fallback; check its call sites by hand")
            effects = signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? " " + throwsClause.trimmedDescription
        } else if let async = signature.effectSpecifiers?.asyncSpecifier {
            edits.insert(" throws", at: async.endPositionBeforeTrailingTrivia.utf8Offset)
            effects = " async throws"
        } else {
            edits.insert(" throws", at: signature.parameterClause.rightParen.endPositionBeforeTrailingTrivia.utf8Offset)
            effects = " throws"
        }
        rewrote(optional, "made optional requirement \(function.name.text) of \(proto.name.text) a throwing requirement with a default")
        let modifiers = function.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }.map { $0.trimmedDescription + " " }.joined()
        let returns = signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
        let generics = function.genericParameterClause?.trimmedDescription ?? ""
        let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        return "\(modifiers)func \(function.name.text)\(generics)\(signature.parameterClause.trimmedDescription)\(effects)\(returns)\(whereClause) "
            + "{ throw \(LayoutPorter.notImplementedType)() }"
    }

    /// `optional var v: T { get }` → `var v: T { get throws }`; returns the default's text, or nil
    /// (with a warning) for a settable one.
    private func portRequirement(_ variable: VariableDeclSyntax, optional: DeclModifierSyntax, in proto: ProtocolDeclSyntax) -> String? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation,
            case .accessors(let accessors) = binding.accessorBlock?.accessors,
            accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get)
        else {
            warn(variable, "cannot rewrite optional settable property of \(proto.name.text): make it a getter and a method by hand, then port again")
            return nil
        }
        remove(optional)
        if getter.effectSpecifiers?.throwsClause == nil {
            let after = getter.effectSpecifiers.map { Syntax($0) } ?? Syntax(getter.accessorSpecifier)
            edits.insert(" throws", at: after.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        rewrote(optional, "made optional requirement \(name) of \(proto.name.text) a throwing getter with a default")
        let modifiers = variable.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }.map { $0.trimmedDescription + " " }.joined()
        let async = getter.effectSpecifiers?.asyncSpecifier != nil ? " async" : ""
        return "\(modifiers)var \(name)\(type.trimmedDescription) { get\(async) throws { throw \(LayoutPorter.notImplementedType)() } }"
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
        var member: MemberAccessExprSyntax?
        var marker: TokenSyntax?
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self) {
            member = chained.expression.as(MemberAccessExprSyntax.self)
            marker = chained.questionMark
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self) {
            member = forced.expression.as(MemberAccessExprSyntax.self)
            marker = forced.exclamationMark
        }
        if let member, let marker {
            let name = member.declName.baseName.text
            if let requirement = requirements.method(named: name, labels: labels, trailingClosures: trailing) {
                remove(marker)
                // `f!(x)` becomes a forced try, `f?(x)` an optional one: the marker carries over.
                let keyword = "try" + marker.text + (requirement.isAsync ? " await" : "")
                wrapChain(containing: Syntax(node), keyword: keyword)
                rewrote(node, "called optional requirement \(name)\(marker.text)(…) as \(keyword) \(name)(…)")
            } else if labels.contains(where: { $0 != "_" }) {
                warn(node, "cannot rewrite \(name)\(marker.text)(…): it is not an optional requirement of a protocol in the ported files; port the file declaring it too, or call it by hand")
            }
            return .visitChildren
        }
        let calledName = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch (calledName, labels.first) {
        case ("responds", "to"):
            warn(node, "cannot rewrite responds(to:): call the requirement with try? and take the fallback when it gives nil, by hand")
        case ("observe", _) where node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
            warn(node, "cannot rewrite KVO observe(\\.…): observe the property by hand (didSet or a callback)")
        case ("addObserver", _) where labels.contains("forKeyPath"):
            warn(node, "cannot rewrite KVO addObserver(_:forKeyPath:…): observe the property by hand (didSet or a callback)")
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard ["selector", "keyPath"].contains(node.macroName.text) else { return .visitChildren }
        // responds(to: #selector(…)) has its own warning.
        if SelectorName.isInRespondsCall(node) { return .skipChildren }
        if node.macroName.text == "selector" {
            warn(node, "cannot rewrite \(node.trimmedDescription): target-action and perform(_:) need Objective-C; use a closure by hand")
        } else {
            warn(node, "cannot rewrite \(node.trimmedDescription) (KVO): observe the property by hand (didSet or a callback)")
        }
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard requirements.properties.contains(name), node.base?.is(OptionalChainingExprSyntax.self) == true else {
            return .visitChildren
        }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .visitChildren }
        wrapChain(containing: Syntax(node), keyword: "try?")
        rewrote(node, "read optional requirement ?.\(name) as try? ?.\(name)")
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let overrides = node.memberBlock.members.filter { item in
            item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(.override) == true
        }
        guard !overrides.isEmpty else { return .visitChildren }
        let typeName = node.extendedType.trimmedDescription
        guard let target = classes[typeName], node.genericWhereClause == nil, node.parent?.is(CodeBlockItemSyntax.self) == true else {
            for item in overrides {
                warn(item, "cannot rewrite an override in an extension of \(typeName) (Swift on Linux rejects it): move it into the class body by hand")
            }
            return .visitChildren
        }
        let brace = target.memberBlock.rightBrace
        for item in overrides {
            // A blank line before the moved member, as between members.
            var newlines = 0
            if case .newlines(let count)? = item.leadingTrivia.pieces.first { newlines = count }
            let prefix = newlines >= 2 ? "" : newlines == 1 ? "\n" : "\n\n    "
            let suffix = brace.leadingTrivia.contains(where: \.isNewline) ? "" : "\n"
            edits.move(
                item.position.utf8Offset, item.endPositionBeforeTrailingTrivia.utf8Offset, to: brace.position.utf8Offset,
                prefix: prefix, suffix: suffix)
            let name = Self.declaredNames(Syntax(item.decl)).first ?? "member"
            rewrote(item, "moved override \(name) from an extension into class \(typeName) (Swift on Linux cannot override in an extension)")
        }
        return .visitChildren
    }
}
