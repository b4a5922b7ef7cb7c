# Bash completion for judge (judge_suite), installed as
# share/bash-completion/completions/judge (cmake/install.cmake, which sets
# the path from bin/ to the judges' table below). The problems, the options
# and the choices of an option (--tests' tiers) are read from the judge's own
# --help; the names --judge takes, from the judges' table that judge reads
# (judges.tsv: the first field of each row of the problem), found as the
# judge finds it (tools/suite_parts.hpp). After "--" comes your command:
# bash's own completion, as for a value with nothing to offer. The first word
# may be the subcommand listen, whose options are read from `judge listen
# --help`; its --dir takes a folder.

_judge_suite_judge() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev= judge=${COMP_WORDS[0]}
  ((COMP_CWORD > 1)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
  # --name=value: bash splits the word at "=".
  if [[ $cur == = ]]; then
    cur=
  elif [[ $prev == = ]] && ((COMP_CWORD > 2)); then
    prev=${COMP_WORDS[COMP_CWORD - 2]}
  fi
  [[ $judge == "~/"* ]] && judge=$HOME/${judge#"~/"}
  local help command=("$judge")
  ((COMP_CWORD > 1)) && [[ ${COMP_WORDS[1]} == listen ]] && command+=(listen)
  help=$("${command[@]}" --help 2>/dev/null) || return 0

  local usage=${help%%$'\n'*} options='-- -h --help --version' takes_value=' ' line
  while IFS= read -r line; do
    if [[ $line =~ ^\ \ (-[-a-z0-9]*)(\ [A-Z]+)?(\ |$) ]]; then
      options+=" ${BASH_REMATCH[1]}"
      [[ -n ${BASH_REMATCH[2]} ]] && takes_value+="${BASH_REMATCH[1]} "
    fi
  done <<<"$help"

  # The problem (the first operand) and whether "--" came before this word.
  local i word problem=
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    if [[ $word == -- ]]; then
      return 0
    elif [[ $takes_value == *" $word "* ]]; then
      i=$((i + 1))
      [[ ${COMP_WORDS[i]} == = ]] && i=$((i + 1))
    elif [[ $word != -* && $word != = && -z $problem ]]; then
      problem=$word
    fi
  done

  COMPREPLY=()
  if ((${#command[@]} > 1)); then
    if [[ $prev == --dir ]]; then
      COMPREPLY=($(compgen -d -- "$cur"))
    elif [[ $takes_value != *" $prev "* ]]; then
      COMPREPLY=($(compgen -W "${options#-- }" -- "$cur"))
    fi
  elif [[ $prev == --judge ]]; then
    local path dir table site file of names=' '
    path=$(type -P -- "$judge") || return 0
    dir=${path%/*}
    table=$dir/@bin_to_data@/judges.tsv
    [[ -f $dir/suite_data/judges.tsv ]] && table=$dir/suite_data/judges.tsv
    [[ -r $table ]] || return 0
    while IFS=$'\t' read -r site file of _; do
      [[ -z $site || $site == '#'* || $names == *" $site "* ]] && continue
      [[ -z $problem || $of == "$problem" ]] && names+="$site "
    done <"$table"
    COMPREPLY=($(compgen -W "$names" -- "$cur"))
  elif [[ -n $prev && $takes_value == *" $prev "* ]]; then
    # An option's choices, where the usage lists them: [--tests a|b|c].
    local choices=${usage#*"[$prev "}
    [[ $choices != "$usage" ]] || return 0
    choices=${choices%%]*}
    [[ $choices == *'|'* && $choices != *' '* ]] && COMPREPLY=($(compgen -W "${choices//|/ }" -- "$cur"))
  elif [[ $cur == -* || -n $problem ]]; then
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
  else
    local problems=${usage#usage: * }
    problems=${problems%% *}
    COMPREPLY=($(compgen -W "${problems//|/ } listen" -- "$cur"))
  fi
  return 0
}

complete -o bashdefault -o default -F _judge_suite_judge judge
